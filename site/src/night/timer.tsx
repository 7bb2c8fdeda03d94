import { useEffect, useState } from "preact/hooks";
import type { RoundClock } from "./types.js";

/** The round's clock: the time left from when the organiser started it, to the second; stopped once every table of the round has its result. */
export function Clock({ timer }: { readonly timer: RoundClock | null }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  if (timer === null) return <p class="clock idle">The round's clock is not running.</p>;
  if (timer.done) return <p class="clock idle">Round {timer.round}: every table has its result; the clock is stopped.</p>;
  const left = Math.max(0, Date.parse(timer.started) + timer.minutes * 60_000 - now);
  const m = Math.floor(left / 60_000);
  const s = Math.floor((left % 60_000) / 1000);
  return (
    <p class={left === 0 ? "clock over" : "clock"} role="timer" aria-live="off">
      Round {timer.round}: {left === 0 ? "time is up" : `${m}:${String(s).padStart(2, "0")} left`}
    </p>
  );
}
