import type { PilotState } from "./state.js";

/**
 * Among the Aces, "the winner is whoever has the most remaining Fuel. If Ace players are also tied on
 * Fuel, then the winner is whoever has the most remaining Shields. If players are still tied, they both win."
 */
export function bestAces(aces: readonly Pick<PilotState, "id" | "fuel" | "shields">[]): string[] {
  const fuel = Math.max(...aces.map((p) => p.fuel));
  const byFuel = aces.filter((p) => p.fuel === fuel);
  const shields = Math.max(...byFuel.map((p) => p.shields));
  return byFuel.filter((p) => p.shields === shields).map((p) => p.id);
}
