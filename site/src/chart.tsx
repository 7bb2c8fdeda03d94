// The score over the events, one small SVG panel per standings field (victory and bounty for Aces
// High), a line per player. Drawn by hand: a chart library would outweigh the page.
import { useEffect, useRef, useState } from "preact/hooks";
import type { Series } from "./analysis.js";

interface Props {
  readonly series: Series;
  readonly colors: ReadonlyMap<string, string>;
  /** The position shown elsewhere on the page (events played). */
  readonly position: number;
  readonly describe: (x: number) => string;
  readonly onPick: (x: number) => void;
}

const PAD = { left: 34, right: 12, top: 10, bottom: 24 };

function ticks(min: number, max: number): number[] {
  const span = max - min;
  const step = Math.max(1, Math.ceil(span / 4));
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) out.push(v);
  return out;
}

export function Chart({ series, colors, position, describe, onPick }: Props) {
  const [shown, setShown] = useState<number | null>(null);
  // Drawn at the width it is shown at, so that its text keeps its size on a phone.
  const box = useRef<HTMLDivElement>(null);
  const [W, setW] = useState(640);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setW(Math.max(260, Math.round(el.clientWidth))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // Taller for a wider range of values: a 0-1 bounty needs less height than a 0-6 victory.
  const heightFor = (min: number, max: number) => Math.min(W < 500 ? 150 : 170, 90 + 14 * (max - min));
  const { xs } = series;
  const last = xs[xs.length - 1]!;
  const x = (v: number) => PAD.left + (last === 0 ? 0 : (v / last) * (W - PAD.left - PAD.right));
  const focus = shown ?? position;
  // The drawn position nearest to the one to describe.
  const nearest = xs.reduce((best, v) => (Math.abs(v - focus) < Math.abs(best - focus) ? v : best), xs[0]!);
  const at = xs.indexOf(nearest);
  // A tap moves the game there: the note then follows the position, as it does for the slider.
  const pick = (v: number) => {
    setShown(null);
    onPick(v);
  };
  return (
    <div class="chart" ref={box}>
      {series.metrics.map((m) => {
        const H = heightFor(m.min, m.max);
        const y = (v: number) => PAD.top + (1 - (v - m.min) / (m.max - m.min)) * (H - PAD.top - PAD.bottom);
        const width = xs.length > 1 ? (x(xs[1]!) - x(xs[0]!)) : W - PAD.left - PAD.right;
        return (
          <figure key={m.key} data-metric={m.key}>
            <figcaption>{m.label}</figcaption>
            <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${m.label} of each player over the events`}>
              {ticks(m.min, m.max).map((t) => (
                <g key={t} class="tick">
                  <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
                  <text x={PAD.left - 6} y={y(t) + 4} text-anchor="end">
                    {t}
                  </text>
                </g>
              ))}
              <text class="axis" x={W - PAD.right} y={H - 6} text-anchor="end">
                events played: {last}
              </text>
              <line class="cursor" x1={x(position)} x2={x(position)} y1={PAD.top} y2={H - PAD.bottom} />
              {[...m.values].map(([id, values]) => {
                // Steps: a value holds from the event that set it to the next change.
                const points = values.map((v, i) => (i === 0 ? `M${x(xs[0]!).toFixed(1)},${y(v).toFixed(1)}` : `H${x(xs[i]!).toFixed(1)}V${y(v).toFixed(1)}`)).join("");
                return <path key={id} d={points} stroke={colors.get(id)} class="line" data-player={id} />;
              })}
              {[...m.values].map(([id, values]) => (
                <circle key={id} cx={x(nearest)} cy={y(values[at] ?? 0)} r={4.5} fill={colors.get(id)} class="dot" />
              ))}
              {xs.map((v, i) => (
                <rect
                  key={v}
                  class="hit"
                  x={x(v) - width / 2}
                  y={0}
                  width={width}
                  height={H}
                  data-x={v}
                  onMouseEnter={() => setShown(v)}
                  onMouseLeave={() => setShown((s) => (s === v ? null : s))}
                  onClick={() => pick(v)}
                  aria-hidden="true"
                  data-index={i}
                />
              ))}
            </svg>
          </figure>
        );
      })}
      <p class="chart-note" aria-live="polite" data-chart-note>
        {describe(nearest)}
        {series.metrics.map((m) => (
          <span key={m.key} class="chart-values">
            {" "}
            {m.label}:{" "}
            {[...m.values].map(([id, values], i) => (
              <span key={id}>
                {i > 0 ? ", " : ""}
                <i class="swatch" style={{ background: colors.get(id) }} />
                {id} {values[at]}
              </span>
            ))}
          </span>
        ))}
      </p>
    </div>
  );
}
