// A table of the page's reports: the standings (views.tsx) and what a mode's report adds
// (mode-details.tsx, drawn by the mode's own chunk, with its own copy of this file).
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";

interface Column {
  readonly key: string;
  readonly label: string;
}

interface TableProps {
  readonly caption?: string;
  readonly columns: readonly Column[];
  readonly rows: readonly { readonly key: string; readonly cells: { readonly [key: string]: ComponentChildren }; readonly attrs?: Record<string, string> }[];
  readonly name: string;
}

/**
 * A table that becomes one card per row on a narrow screen (each cell labelled by its column). When
 * it is still wider than its box, the box scrolls sideways and takes the keyboard's focus, so that
 * its arrow keys reach every column.
 */
export function Table({ caption, columns, rows, name }: TableProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = wrap.current!;
    const observer = new ResizeObserver(() => setScrolls(el.scrollWidth > el.clientWidth));
    observer.observe(el);
    observer.observe(el.firstElementChild!);
    return () => observer.disconnect();
  }, []);
  return (
    <div class="table-wrap" ref={wrap} {...(scrolls ? { tabIndex: 0, role: "region", "aria-label": `${caption ?? name} (scrolls sideways)` } : {})}>
      <table class="data" data-table={name}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} {...r.attrs}>
              {columns.map((c) => (
                <td key={c.key} data-key={c.key} data-label={c.label}>
                  {r.cells[c.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
