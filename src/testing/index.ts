/**
 * fast-check arbitraries for testing apps against ace-ledger: valid records of every mode (Aces High,
 * Epic and Space Race legal by construction; A.C.E. Fireteam and Intergalactic Ace played against
 * the engine), and single invalid events for a given state, each with the error code it must give.
 * Requires `fast-check` (v4).
 *
 * ```ts
 * import fc from "fast-check";
 * import { arbitraries } from "ace-ledger/testing";
 * fc.assert(fc.property(arbitraries.acesHighRecord(), (record) => { ... }));
 * fc.assert(fc.property(arbitraries.spaceRaceRecord({ maxPlayers: 4, finished: true }), (record) => { ... }));
 * ```
 *
 * @module ace-ledger/testing
 */
import { epicRecordArbitrary } from "./epic.js";
import { fireteamRecordArbitrary } from "./fireteam.js";
import { intergalacticAceRecordArbitrary } from "./intergalactic-ace.js";
import { invalidEventArbitrary } from "./invalid.js";
import { epicInvalidEventArbitrary } from "./invalid-epic.js";
import { fireteamInvalidEventArbitrary } from "./invalid-fireteam.js";
import { intergalacticAceInvalidEventArbitrary } from "./invalid-intergalactic-ace.js";
import { spaceRaceInvalidEventArbitrary } from "./invalid-space-race.js";
import { recordArbitrary, rulesArbitrary } from "./records.js";
import { spaceRaceRecordArbitrary } from "./space-race.js";

// Frozen, but not deeply: fast-check arbitraries keep state of their own.
/** The fast-check arbitraries, by what they generate. */
export const arbitraries = /* @__PURE__ */ Object.freeze({
  /** Valid Aces High records (see `RecordOptions`). */
  acesHighRecord: recordArbitrary,
  /** Rule options: the default, both presets, random combinations. */
  acesHighRules: rulesArbitrary,
  /** Events `state` must reject, each with the error code it must produce. */
  acesHighInvalidEvent: invalidEventArbitrary,
  /** Valid Epic records (see `GameOptions`; 2 to 8 players; default at most 120 events). */
  epicRecord: epicRecordArbitrary,
  /** Events an Epic `state` must reject, each with its error code. */
  epicInvalidEvent: epicInvalidEventArbitrary,
  /** Valid Space Race records: whole races when finished (see `GameOptions`; 2 to 8 racers; default at most 400 events). */
  spaceRaceRecord: spaceRaceRecordArbitrary,
  /** Events a Space Race `state` must reject, each with its error code. */
  spaceRaceInvalidEvent: spaceRaceInvalidEventArbitrary,
  /** Valid A.C.E. Fireteam records: whole games of six turns when finished (see `GameOptions`; 2 to 4 players by default, up to 8). */
  fireteamRecord: fireteamRecordArbitrary,
  /** Events an A.C.E. Fireteam `state` must reject, each with its error code. */
  fireteamInvalidEvent: fireteamInvalidEventArbitrary,
  /** Valid Intergalactic Ace records: seeded games, to the end when finished (see `GameOptions`; 2 to 6 players). */
  intergalacticAceRecord: intergalacticAceRecordArbitrary,
  /** Events an Intergalactic Ace `state` must reject, each with its error code. */
  intergalacticAceInvalidEvent: intergalacticAceInvalidEventArbitrary,
});

export type { RecordOptions } from "./records.js";
export type { InvalidEvent } from "./invalid.js";
export type { GameOptions } from "./game.js";
export type { Rejection } from "./rejection.js";
export type { EpicEntryOut, EpicRecordOut, EpicSetupOut } from "./epic.js";
export type { SpaceRaceRecordOut, SpaceRaceSetupOut } from "./space-race.js";
export type { FireteamRecordOut, FireteamSetupOut, FireteamUnitOut } from "./fireteam.js";
export type { IntergalacticAceRecordOut } from "./intergalactic-ace.js";
