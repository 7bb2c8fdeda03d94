#!/usr/bin/env python3
"""A Space Race scorer written from docs/space-race.md, docs/conformance.md and space-race.txt.

It reads a game record (JSON) on standard input and prints its results (JSON) on standard output,
as `ace-ledger conformance space-race --command "python3 space_race.py"` expects. Standard library
only, Python 3.9+.

An optional first argument plants a known bug, so that a test can show the kit catching it:
  wrong-tiebreak   racers of equal initiative go MORE points first (the seed says fewer)
"""

import json
import re
import sys

BUG = sys.argv[1] if len(sys.argv) > 1 else None
if BUG not in (None, "wrong-tiebreak"):
    sys.exit(f"unknown bug {BUG!r}: expected wrong-tiebreak or no argument")

# docs/space-race.md, Mission cards: "Read row by row from the seed's table; the last buoy is the goal."
CARDS = {
    1: ["red", "green", "yellow", "purple", "blue", "yellow"],
    2: ["yellow", "blue", "red", "purple", "green", "red"],
    3: ["green", "red", "blue", "purple", "yellow", "blue"],
    4: ["blue", "yellow", "green", "purple", "red", "green"],
    5: ["red", "blue", "yellow", "purple", "green", "red"],
    6: ["yellow", "green", "red", "purple", "blue", "yellow"],
    7: ["green", "yellow", "blue", "purple", "red", "green"],
    8: ["blue", "red", "green", "purple", "yellow", "blue"],
}

# docs/space-race.md, Record: the printed values of the 2.0 Legacy cards (RACING_SHIP_CARDS), used
# with rules.printedStats "legacy" only: hull, shields, generic pilots (initiative), weapon slots.
SHIPS = {
    "m3ainterceptor": (3, 1, {"cartelspacer": 1, "tansariipointveteran": 3}, []),
    "btla4ywing": (6, 2, {"graysquadronbomber": 2, "goldsquadronveteran": 3, "crymorahgoon": 1,
                          "hiredgun": 2, "jinatasecurityofficer": 2, "amaxinewarrior": 3},
                   ["turret", "torpedo", "missile"]),
    "z95af4headhunter": (2, 2, {"banditsquadronpilot": 1, "talasquadronpilot": 2, "binayrepirate": 1,
                                "blacksunsoldier": 3}, ["missile"]),
    "t65xwing": (4, 2, {"cavernangelszealot": 1, "bluesquadronescort": 2, "redsquadronveteran": 3}, ["torpedo"]),
    "rz1awing": (2, 2, {"phoenixsquadronpilot": 1, "greensquadronpilot": 3}, ["missile"]),
    "tielnfighter": (3, 0, {"academypilot": 1, "obsidiansquadronpilot": 2, "blacksquadronace": 3}, []),
    "tieadvancedx1": (3, 2, {"tempestsquadronpilot": 2, "stormsquadronace": 3}, ["missile"]),
    "tieininterceptor": (3, 0, {"alphasquadronpilot": 1, "sabersquadronace": 4}, []),
}

# "Elite Talent / Elite Talent / Modification / Modification / Illicit"
SEED_SLOTS = {"talent": 2, "modification": 2, "illicit": 1}
# Ruling weapon-slots: "Missile, torpedo, cannon and turret".
WEAPON_SLOTS = {"missile", "torpedo", "cannon", "turret"}
ACTIONS = {"focus", "evade", "lock", "barrelRoll", "boost", "coordinate", "jam", "reinforce", "reload",
           "rotateArc", "slam", "calculate", "other"}
ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$")


class Rejected(Exception):
    def __init__(self, code, event):
        super().__init__(code)
        self.code = code
        self.event = event


def is_int(value, low, high):
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def require(ok, code, event):
    if not ok:
        raise Rejected(code, event)


# ---------------------------------------------------------------- setup


def check_player(p, legacy):
    """One racer's build; any break is ERR_INVALID_SETUP (event null)."""
    def bad(ok):
        require(ok, "ERR_INVALID_SETUP", None)

    bad(isinstance(p, dict))
    known = {"id", "name", "card", "ship", "initiative", "points", "hull", "shields", "pilot", "upgrades"}
    bad(set(p) <= known)
    bad(isinstance(p.get("id"), str) and ID.match(p["id"]) is not None)
    bad("name" not in p or (isinstance(p["name"], str) and 1 <= len(p["name"]) <= 200))
    bad(is_int(p.get("card"), 1, 8))
    bad(p.get("ship") in SHIPS)
    bad(is_int(p.get("initiative"), 0, 8))
    # "The total point costs of a ship and its upgrades cannot exceed 25 points."
    bad(is_int(p.get("points"), 0, 25))
    bad(is_int(p.get("hull"), 1, 20))
    bad(is_int(p.get("shields"), 0, 20))
    bad("pilot" not in p or (isinstance(p["pilot"], str) and 1 <= len(p["pilot"]) <= 100))
    upgrades = p.get("upgrades", {})
    bad(isinstance(upgrades, dict))
    for slot, ids in upgrades.items():
        bad(isinstance(ids, list) and len(ids) <= 8 and all(isinstance(u, str) and 1 <= len(u) <= 100 for u in ids))

    hull, shields, pilots, weapons = SHIPS[p["ship"]]
    for slot, ids in upgrades.items():
        # "All Ships keep their weapon upgrade options (missiles, turrets, etc.) but lose all other
        # upgrade options and replace them with the following: Elite Talent / Elite Talent /
        # Modification / Modification / Illicit"
        if slot in SEED_SLOTS:
            bad(len(ids) <= SEED_SLOTS[slot])
        elif slot in WEAPON_SLOTS:
            # Weapon slots are checked against the ship's cards with printedStats "legacy" only.
            bad(not legacy or len(ids) <= weapons.count(slot))
        else:
            bad(len(ids) == 0)
        # "Ships cannot use upgrades that allow them to use the cloak action."
        bad("cloakingdevice" not in ids)

    if legacy:
        # Ruling printed-stats, option "legacy": the printed hull and shields, plus one for each
        # hullupgrade or shieldupgrade listed; the initiative of a generic pilot (the pilot's, if named).
        listed = [u for ids in upgrades.values() for u in ids]
        bad(p["hull"] == hull + listed.count("hullupgrade"))
        bad(p["shields"] == shields + listed.count("shieldupgrade"))
        if "pilot" in p:
            bad(pilots.get(p["pilot"]) == p["initiative"])
        else:
            bad(p["initiative"] in pilots.values())


def check_setup(setup):
    def bad(ok):
        require(ok, "ERR_INVALID_SETUP", None)

    bad(isinstance(setup, dict) and set(setup) <= {"players", "tiebreak", "rules"})
    players = setup.get("players")
    bad(isinstance(players, list) and 2 <= len(players) <= 8)
    rules = setup.get("rules", {})
    bad(isinstance(rules, dict) and set(rules) <= {"printedStats", "destroyedFinisher"})
    bad(rules.get("printedStats", "asGiven") in ("asGiven", "legacy"))
    bad(rules.get("destroyedFinisher", "wins") in ("wins", "out"))
    for p in players:
        check_player(p, rules.get("printedStats") == "legacy")
    ids = [p["id"] for p in players]
    bad(len(set(ids)) == len(ids))
    # "each with a distinct mission card 1-8"
    bad(len({p["card"] for p in players}) == len(players))
    tiebreak = setup.get("tiebreak", [])
    bad(isinstance(tiebreak, list) and len(set(map(str, tiebreak))) == len(tiebreak))
    bad(all(t in ids for t in tiebreak))
    # "It is decided at random who goes first if multiple ships have the same pilot skill and used
    # equal points to be build": the tiebreak must name every such racer.
    for p in players:
        tied = [q for q in players if (q["initiative"], q["points"]) == (p["initiative"], p["points"])]
        bad(len(tied) == 1 or p["id"] in tiebreak)


def turn_order(setup):
    """"the pilot with the highest pilot skill activates his ship first" ... "If multiple pilots have the
    same pilot skill, the pilot which used less points to build his ship goes first." ... "It is decided
    at random" (the tiebreak) ... "This order of play remains the same throughout the whole game." """
    tiebreak = setup.get("tiebreak", [])
    points_sign = -1 if BUG == "wrong-tiebreak" else 1

    def key(p):
        rolled = tiebreak.index(p["id"]) if p["id"] in tiebreak else 0
        return (-p["initiative"], points_sign * p["points"], rolled)

    return [p["id"] for p in sorted(setup["players"], key=key)]


# ---------------------------------------------------------------- the race


class Race:
    def __init__(self, setup):
        self.setup = setup
        self.finisher_out = setup.get("rules", {}).get("destroyedFinisher") == "out"
        self.order = turn_order(setup)
        self.racers = {p["id"]: {"setup": p, "buoysDone": 0, "finishedRound": None, "shieldsLost": 0,
                                 "hullDamage": 0, "destroyed": False} for p in setup["players"]}
        self.round = 0
        self.round_open = False
        self.next_seat = 0  # index in self.order of the next racer that may start its turn
        self.turn = None  # the open turn, a dict, or None between turns
        self.over = False
        self.winners = []
        self.pushes = []
        self.ledger = []
        self.index = 0  # the index of the event being applied

    # ---- helpers

    def fail(self, code):
        raise Rejected(code, self.index)

    def racer(self, pid):
        if not isinstance(pid, str) or pid not in self.racers:
            self.fail("ERR_UNKNOWN_PLAYER")
        return self.racers[pid]

    def in_play(self, pid):
        """Ruling wrecked-ships: "any buoy, action, lost action, shot, collision, damage or repair of
        theirs is ERR_NOT_IN_PLAY"."""
        if self.racer(pid)["destroyed"]:
            self.fail("ERR_NOT_IN_PLAY")

    def own_turn(self, pid):
        if self.turn is None or self.turn["player"] != pid:
            self.fail("ERR_TURN_ORDER")

    def damage(self, pid, amount):
        """"Damage is suffered shields first, then hull; a racer whose hull damage reaches its hull is
        destroyed." """
        r = self.racers[pid]
        p = r["setup"]
        to_shields = min(amount, p["shields"] - r["shieldsLost"])
        r["shieldsLost"] += to_shields
        r["hullDamage"] = min(p["hull"], r["hullDamage"] + amount - to_shields)
        if r["hullDamage"] >= p["hull"]:
            r["destroyed"] = True

    def take_action(self, player):
        """"One action per turn": a second one is ERR_ONE_ACTION."""
        if self.turn["actionUsed"] or self.turn["actionLost"]:
            self.fail("ERR_ONE_ACTION")
        self.turn["actionUsed"] = True

    def before_shooting(self):
        """"actions come before its first shot" (out of that order: ERR_TURN_ORDER)."""
        if self.turn["step"] == "shooting":
            self.fail("ERR_TURN_ORDER")
        self.turn["step"] = "action"

    def attack(self, event):
        """Ruling one-attack-per-turn: "a second one is ERR_ONE_ATTACK, unless it is a bonus attack a
        card gives after the attack (bonus: true; one at most)"."""
        by = event.get("by")
        self.in_play(by)
        self.own_turn(by)
        t = self.turn
        if event.get("bonus", False):
            if t["attacks"] == 0 or t["bonusUsed"]:
                self.fail("ERR_ONE_ATTACK")
            t["bonusUsed"] = True
        elif t["attacks"] > 0:
            self.fail("ERR_ONE_ATTACK")
        t["attacks"] += 1
        t["step"] = "shooting"

    # ---- one function per event type

    def roundStarted(self, event):
        if self.round_open:
            self.fail("ERR_ROUND")
        self.round += 1
        self.round_open = True
        self.next_seat = 0

    def turnStarted(self, event):
        """"turnStarted {player} in the order of play, skipping destroyed racers (ERR_TURN_ORDER, also
        for a destroyed racer's turn)"."""
        pid = event.get("player")
        self.racer(pid)
        if not self.round_open:
            self.fail("ERR_ROUND")
        if self.turn is not None:
            self.fail("ERR_TURN_ORDER")
        seat = self.next_seat
        while seat < len(self.order) and self.racers[self.order[seat]]["destroyed"]:
            seat += 1
        if seat >= len(self.order) or self.order[seat] != pid:
            self.fail("ERR_TURN_ORDER")
        self.next_seat = seat + 1
        self.turn = {"player": pid, "step": "maneuver", "actionUsed": False, "actionLost": False,
                     "attacks": 0, "bonusUsed": False, "pushedAsteroid": False, "pushedShips": set()}

    def buoyActivated(self, event):
        """"Activating a buoy requires a regular action." It is the player's next target buoy."""
        pid = event.get("player")
        if "free" in event:
            self.fail("ERR_INVALID_EVENT")
        if event.get("buoy") not in ("red", "yellow", "green", "blue", "purple"):
            self.fail("ERR_INVALID_EVENT")
        self.in_play(pid)
        self.own_turn(pid)
        self.before_shooting()
        self.take_action(pid)
        r = self.racers[pid]
        card = CARDS[r["setup"]["card"]]
        if r["buoysDone"] >= len(card) or card[r["buoysDone"]] != event["buoy"]:
            self.fail("ERR_WRONG_BUOY")
        r["buoysDone"] += 1
        self.ledger.append({"event": self.index, "player": pid, "account": "buoys", "delta": 1,
                            "reason": "buoyActivated"})
        if r["buoysDone"] == len(card):
            r["finishedRound"] = self.round

    def actionPerformed(self, event):
        """"He may then choose an action as normal." A free action (a card's) leaves the turn's action
        (ruling free-actions); "Ships cannot use upgrades that allow them to use the cloak action"."""
        pid = event.get("player")
        if event.get("action") not in ACTIONS or ("free" in event and event["free"] is not True):
            self.fail("ERR_INVALID_EVENT")
        self.in_play(pid)
        self.own_turn(pid)
        self.before_shooting()
        if not event.get("free", False):
            self.take_action(pid)

    def actionLost(self, event):
        """Ruling action-lost: "the app records actionLost in the racer's maneuver, before it performs an
        action or shoots (ERR_TURN_ORDER otherwise)"."""
        pid = event.get("player")
        if event.get("cause") not in ("bump", "stress", "other"):
            self.fail("ERR_INVALID_EVENT")
        self.in_play(pid)
        self.own_turn(pid)
        if self.turn["step"] != "maneuver":
            self.fail("ERR_TURN_ORDER")
        self.turn["actionLost"] = True

    def gravityCannonHit(self, event):
        """"A gravity cannon can never (except for shooting asteroids) do more than 1 normal point of
        damage, and it can never do critical damage." "If the remaining hit is a critical, the target
        does not receive a face up damage card. Instead it receives a normal damage card (or loses a
        shield) and is pushed 1 straight away from the attacker" (ruling gravity-cannon-remaining-hit:
        a hit whenever there is one)."""
        hits, crits, target = event.get("hits"), event.get("crits"), event.get("target")
        if not (is_int(hits, 0, 20) and is_int(crits, 0, 20)) or target == event.get("by"):
            self.fail("ERR_INVALID_EVENT")
        self.racer(target)
        self.attack(event)
        self.in_play(target)
        if hits + crits == 0:
            return
        self.damage(target, 1)
        if hits == 0:
            self.pushes.append({"event": self.index, "what": "ship", "target": target, "from": event["by"],
                                "distance": 1, "why": "gravityCannonCrit"})
            self.turn["pushedShips"].add(target)

    def asteroidShot(self, event):
        """"Asteroids have one green die to defend themselves. Asteroids will never receive damage but
        is pushed 1 straight directly away from the attacker when receiving a critical hit or two normal
        hits." (ruling evade-cancels-hit-first)."""
        hits, crits, evades = event.get("hits"), event.get("crits"), event.get("evades")
        if not (is_int(hits, 0, 20) and is_int(crits, 0, 20) and is_int(evades, 0, 1)):
            self.fail("ERR_INVALID_EVENT")
        self.attack(event)
        hits_left = hits - min(evades, hits)
        crits_left = crits - (evades - min(evades, hits))
        why = "asteroidCrit" if crits_left > 0 else "asteroidTwoHits" if hits_left >= 2 else None
        if why:
            self.pushes.append({"event": self.index, "what": "asteroid", "from": event["by"],
                                "distance": 1, "why": why})
            self.turn["pushedAsteroid"] = True

    def asteroidCollision(self, event):
        """Recoil shield: "the recoil shield negates all critical damage taken from a collision with an
        asteroid. Such a collision deals one normal damage to the ship instead." "A ship which is
        equipped with a recoil-shield may perform an action even if it overlapped with an asteroid as
        long as it did not take damage from the collision." """
        target, roll = event.get("target"), event.get("damageRoll")
        if roll not in ("blank", "focus", "hit", "crit") or event.get("recoilShield") is not True:
            self.fail("ERR_INVALID_EVENT")
        self.racer(target)
        if not self.round_open:
            self.fail("ERR_ROUND")
        self.in_play(target)
        t = self.turn
        if t is None:
            self.fail("ERR_TURN_ORDER")  # "nor between turns"
        if target == t["player"]:
            # Ruling collision-after-action: its own collisions belong to its maneuver; once it has
            # shot, only an asteroid its own shooting pushed may land on it.
            if t["step"] == "action" or (t["step"] == "shooting" and not t["pushedAsteroid"]):
                self.fail("ERR_TURN_ORDER")
        elif not (t["pushedAsteroid"] or target in t["pushedShips"]):
            # Ruling collisions-come-from-pushes: "Another racer never collides before a push of the turn".
            self.fail("ERR_TURN_ORDER")
        damaging = roll in ("hit", "crit")
        if damaging:
            self.damage(target, 1)
            if target == t["player"] and t["step"] == "maneuver":
                t["actionLost"] = True

    def damaged(self, event):
        """Damage no other event deals: "amount 1 to 1000"."""
        if not is_int(event.get("amount"), 1, 1000):
            self.fail("ERR_INVALID_EVENT")
        source = event.get("source")
        # "an attack is by another ship than the target, ERR_INVALID_EVENT otherwise"
        if isinstance(source, dict) and source.get("kind") == "attack" and source.get("by") == event.get("target"):
            self.fail("ERR_INVALID_EVENT")
        # "every player it names one of the race": the target, then the source's by, owner, movedBy.
        self.racer(event.get("target"))
        source = event.get("source")
        if isinstance(source, dict):
            for field in ("by", "owner", "movedBy"):
                if field in source:
                    self.racer(source[field])
        self.in_play(event.get("target"))
        self.damage(event["target"], event["amount"])

    def repaired(self, event):
        """"repaired {target, shields?, hull?} (at least one; a repair past full stops at full)"."""
        shields, hull = event.get("shields", 0), event.get("hull", 0)
        if not (is_int(shields, 0, 1000) and is_int(hull, 0, 1000)) or shields + hull == 0:
            self.fail("ERR_INVALID_EVENT")
        self.in_play(event.get("target"))
        r = self.racers[event["target"]]
        # "a repair past full stops at full": what was not lost is not restored.
        r["shieldsLost"] -= min(shields, r["shieldsLost"])
        r["hullDamage"] -= min(hull, r["hullDamage"])

    def turnEnded(self, event):
        """"the open turn ends (player, when given, must be the one whose turn it is: ERR_TURN_ORDER)"."""
        if self.turn is None:
            self.fail("ERR_TURN_ORDER")
        if "player" in event:
            self.racer(event["player"])
            if event["player"] != self.turn["player"]:
                self.fail("ERR_TURN_ORDER")
        self.turn = None

    def roundEnded(self, event):
        """"every racer in the race has had its turn: ERR_TURN_ORDER before". Then the winner: "The
        player who activates his last buoy first wins the game at the end of the current turn. If two
        players activate their last buoy in the same turn, the winner is the pilot who used less points
        to build his ship." (rulings winner-at-round-end, equal-points-share, destroyed-finisher)."""
        if not self.round_open:
            self.fail("ERR_ROUND")
        if self.turn is not None:
            self.fail("ERR_TURN_ORDER")
        if any(not self.racers[pid]["destroyed"] for pid in self.order[self.next_seat:]):
            self.fail("ERR_TURN_ORDER")
        self.round_open = False
        finishers = [pid for pid in self.order if self.racers[pid]["finishedRound"] == self.round
                     and not (self.finisher_out and self.racers[pid]["destroyed"])]
        if finishers:
            fewest = min(self.racers[pid]["setup"]["points"] for pid in finishers)
            self.winners = [pid for pid in finishers if self.racers[pid]["setup"]["points"] == fewest]
            self.over = True
            for pid in self.winners:
                self.ledger.append({"event": self.index, "player": pid, "account": "wins", "delta": 1,
                                    "reason": "raceWon"})
        elif all(r["destroyed"] for r in self.racers.values()):
            # Ruling no-racer-left: the race ends at the end of that round with no winner.
            self.over = True

    EVENTS = ("roundStarted", "turnStarted", "buoyActivated", "actionPerformed", "actionLost",
              "gravityCannonHit", "asteroidShot", "asteroidCollision", "damaged", "repaired",
              "turnEnded", "roundEnded")

    def apply(self, index, event):
        self.index = index
        if not isinstance(event, dict) or event.get("type") not in self.EVENTS:
            self.fail("ERR_INVALID_EVENT")
        # "Nothing may follow the winning round (ERR_GAME_OVER)."
        if self.over:
            self.fail("ERR_GAME_OVER")
        getattr(self, event["type"])(event)

    # ---- the report

    def results(self):
        def standing(pid):
            r = self.racers[pid]
            finished = r["finishedRound"] if r["finishedRound"] is not None else float("inf")
            # "Racers are ranked winners first, then by buoys done, then the earlier finish, then fewer points."
            return (pid not in self.winners, -r["buoysDone"], finished, r["setup"]["points"])

        players = {}
        for pid in self.order:
            r, p = self.racers[pid], self.racers[pid]["setup"]
            card = CARDS[p["card"]]
            players[pid] = {
                "rank": 1 + sum(standing(q) < standing(pid) for q in self.order),
                "buoysDone": r["buoysDone"],
                "nextBuoy": card[r["buoysDone"]] if r["buoysDone"] < len(card) else None,
                "finishedRound": r["finishedRound"],
                "points": p["points"], "hull": p["hull"], "shields": p["shields"],
                "shieldsLost": r["shieldsLost"], "hullDamage": r["hullDamage"], "destroyed": r["destroyed"],
            }
        return {"mode": "space-race", "over": self.over, "round": self.round, "turnOrder": self.order,
                "players": players, "winners": self.winners, "pushes": self.pushes, "ledger": self.ledger}


def score(record):
    require(isinstance(record, dict) and record.get("mode") == "space-race"
            and record.get("version", 1) == 1 and isinstance(record.get("events"), list)
            and set(record) <= {"mode", "version", "setup", "events", "meta"}, "ERR_INVALID_RECORD", None)
    check_setup(record.get("setup"))
    race = Race(record["setup"])
    for index, event in enumerate(record["events"]):
        race.apply(index, event)
    return race.results()


def main():
    try:
        results = score(json.load(sys.stdin))
    except Rejected as rejected:
        results = {"error": {"code": rejected.code, "event": rejected.event}}
    print(json.dumps(results))


if __name__ == "__main__":
    main()
