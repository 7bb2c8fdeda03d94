import { networkInterfaces } from "node:os";

/**
 * The addresses phones can reach the server at, for a server bound to `host`: every IPv4 address of
 * the machine's network interfaces when bound to all (0.0.0.0 or ::), the loopback ones last; else
 * the host itself.
 */
export function reachableAddresses(host: string): string[] {
  if (host !== "0.0.0.0" && host !== "::") return [host.includes(":") ? `[${host}]` : host];
  const found: { address: string; internal: boolean }[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === "IPv4") found.push({ address: a.address, internal: a.internal });
  }
  return found.sort((a, b) => Number(a.internal) - Number(b.internal)).map((a) => a.address);
}
