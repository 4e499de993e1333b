/**
 * One upload at a time per client: without it a single address can hold every admission slot
 * with slow uploads. IPv6 clients are counted per /64, the block one subscriber usually gets, so
 * rotating addresses inside it does not buy more slots.
 */
import { isIPv6 } from "node:net";

/** The address a client is counted under. */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.replace(/%.*$/, "");
  if (!isIPv6(bare)) return address;
  const [head = "", tail] = bare.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export function createClientGate(perClient: number) {
  const active = new Map<string, number>();
  return {
    /** A release function, or undefined when this client already has `perClient` running. */
    enter(key: string): (() => void) | undefined {
      const count = active.get(key) ?? 0;
      if (count >= perClient) return undefined;
      active.set(key, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (active.get(key) ?? 1) - 1;
        if (left > 0) active.set(key, left);
        else active.delete(key);
      };
    },
    size: () => active.size,
  };
}
