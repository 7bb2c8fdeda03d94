import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface PlayerExpectation {
  victory?: number;
  bounty?: number;
  status?: string;
  hullDamage?: number;
  shieldsLost?: number;
  charges?: { destruction: number; flee: number };
}

/** A named, sourced scenario: a record and what a player at the table would check. */
export interface Fixture {
  name: string;
  source: string;
  quote: string;
  rulings?: string[];
  settled?: string[];
  note?: string;
  record: { mode: string; setup: unknown; events: unknown[] };
  expect: {
    error?: { code: string; event: number | null };
    players?: Record<string, PlayerExpectation>;
    /** Net ledger change per event index: listed players by account; unlisted players must not change. */
    deltas?: Record<string, Record<string, { victory?: number; bounty?: number }>>;
    ledgerReasons?: Record<string, string[]>;
    standings?: [string, number][];
    over?: boolean;
    winners?: string[];
  };
}

export function loadFixtures(mode: string): (Fixture & { file: string })[] {
  const dir = join(import.meta.dirname, "..", "fixtures", mode);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(join(dir, file), "utf8")) as Fixture) }));
}
