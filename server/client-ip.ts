/**
 * Which proxies to believe (TRUST_PROXY) and what follows from it: the client's address for the
 * per-address limits and whether the client used HTTPS. Proxies append the address they saw to
 * X-Forwarded-For, so only the right-hand end of the header is theirs; everything left of the
 * last trusted hop was written by the client and is ignored (as Express and Fastify do).
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { BlockList, isIP } from "node:net";

/** `false`: no proxy (the socket's address); `hops`: that many proxies in front; `networks`: proxies at these addresses. */
export type TrustProxy = false | { hops: number } | { networks: BlockList };

/**
 * TRUST_PROXY's value: empty/`false`/`0` = none; `true` = one proxy; a number = that many;
 * else a comma-separated list of addresses and CIDR ranges (`loopback` = 127.0.0.0/8 and ::1).
 * Throws on anything else, so a typo stops the server at start instead of trusting everyone.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === "" || v === "false" || v === "0") return false;
  if (v === "true") return { hops: 1 };
  if (/^\d+$/.test(v)) return { hops: Math.min(Number(v), 32) };
  const networks = new BlockList();
  for (const entry of v.split(",").map((e) => e.trim())) {
    if (entry === "loopback") {
      networks.addSubnet("127.0.0.0", 8, "ipv4");
      networks.addAddress("::1", "ipv6");
      continue;
    }
    const [address = "", bits] = entry.split("/");
    const family = isIP(address);
    if (!family) throw new Error(`TRUST_PROXY: "${entry}" is not an address or CIDR range`);
    const type = family === 4 ? "ipv4" : "ipv6";
    const prefix = bits === undefined ? undefined : Number(bits);
    if (prefix === undefined) networks.addAddress(address, type);
    else if (Number.isInteger(prefix) && prefix >= 0 && prefix <= (family === 4 ? 32 : 128))
      networks.addSubnet(address, prefix, type);
    else throw new Error(`TRUST_PROXY: "${entry}" has no valid prefix length`);
  }
  return { networks };
}

function peerAddress(c: Context): string | undefined {
  try {
    return normalise(getConnInfo(c).remote.address);
  } catch {
    return undefined;
  }
}

/** `::ffff:10.0.0.1` is 10.0.0.1. */
function normalise(address: string | undefined): string | undefined {
  return address?.startsWith("::ffff:") && isIP(address.slice(7)) === 4
    ? address.slice(7)
    : address;
}

function trusted(
  address: string | undefined,
  trust: Exclude<TrustProxy, false | { hops: number }>,
) {
  const family = address ? isIP(address) : 0;
  return family !== 0 && trust.networks.check(address!, family === 4 ? "ipv4" : "ipv6");
}

/** Whether the socket's peer is a proxy we trust (and so its forwarded headers count). */
export function fromTrustedProxy(c: Context, trust: TrustProxy): boolean {
  if (!trust) return false;
  return "hops" in trust ? trust.hops > 0 : trusted(peerAddress(c), trust);
}

/** The client's address: the right-most address that no trusted proxy vouches for. */
export function socketIp(c: Context, trust: TrustProxy): string {
  const peer = peerAddress(c);
  if (!fromTrustedProxy(c, trust)) return peer ?? "unknown";
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((a) => normalise(a.trim()))
    .filter((a): a is string => !!a && isIP(a) !== 0);
  // Nearest first: the socket, then the header from its right-hand end.
  const hops = [peer ?? "unknown", ...forwarded.reverse()];
  if (trust && "hops" in trust) return hops[Math.min(trust.hops, hops.length - 1)]!;
  const client = hops.find((address) => !trusted(address, trust as { networks: BlockList }));
  return client ?? hops.at(-1)!;
}

/** HTTPS as the client saw it: the URL's scheme, or X-Forwarded-Proto from a trusted proxy. */
export function isHttps(c: Context, trust: TrustProxy): boolean {
  if (c.req.url.startsWith("https:")) return true;
  if (!fromTrustedProxy(c, trust)) return false;
  // The proxy nearest the client writes it first; later ones may append theirs.
  return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}
