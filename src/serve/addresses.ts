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

/**
 * Whether `host` (a Host header: a name or an address, and a port) names this server: one of the
 * addresses it serves (`reachableAddresses`, read again when a host is not found, so that a hotspot
 * turned on after the start is served too), or this machine's loopback (localhost, 127.0.0.1, [::1]),
 * always on `port` (given or, for port 80, left out as browsers do). Any other name is refused: a name a foreign site makes point at this machine.
 */
export function servedHosts(host: string, port: number): (given: string) => boolean {
  const loopback = ["localhost", "127.0.0.1", "[::1]"];
  const names = (): Set<string> => new Set([...loopback, ...reachableAddresses(host).map((a) => (a.includes(":") && !a.startsWith("[") ? `[${a}]` : a))].flatMap((a) => [`${a.toLowerCase()}:${port}`, ...(port === 80 ? [a.toLowerCase()] : [])]));
  let known = names();
  return (given) => {
    const h = given.toLowerCase();
    if (known.has(h)) return true;
    known = names();
    return known.has(h);
  };
}
