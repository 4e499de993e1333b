/**
 * Password hashing with scrypt from node:crypto (memory-hard; no native dependency), at OWASP's
 * recommended cost (Password Storage Cheat Sheet: N=2^17, r=8, p=1). The stored form names its
 * parameters, so older hashes still verify and are rehashed at the next sign-in (needsRehash).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

type Params = { N: number; r: number; p: number };

const PARAMS: Params = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * One derivation holds 128 × N × r bytes (128 MiB at N=2^17) and a libuv thread for about a
 * second; at most two at once keep memory bounded and leave the pool's other threads to file
 * I/O (uploads, static files) while someone hammers the sign-in form.
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await new Promise((resolve, reject) =>
      scrypt(
        password.normalize("NFC"),
        salt,
        KEY_LENGTH,
        // A ceiling, not an allocation: Node's default (32 MiB) is below what N=2^17 needs.
        { ...params, maxmem: 256 * params.N * params.r } satisfies ScryptOptions,
        (error, key) => (error ? reject(error) : resolve(key)),
      ),
    );
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

type Stored = Params & { salt: Buffer; hash: Buffer };

/** A stored hash, or undefined when it is not one we made (or names absurd parameters). */
function parse(stored: string): Stored | undefined {
  const [kind, n, r, p, salt, hash] = stored.split("$");
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (kind !== "scrypt" || !salt || !hash) return undefined;
  const powerOfTwo = Number.isInteger(Math.log2(N));
  if (!powerOfTwo || N < 2 ** 10 || N > 2 ** 20) return undefined;
  if (!Number.isInteger(R) || R < 1 || R > 32 || !Number.isInteger(P) || P < 1 || P > 16)
    return undefined;
  return {
    N,
    r: R,
    p: P,
    salt: Buffer.from(salt, "base64url"),
    hash: Buffer.from(hash, "base64url"),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** Whether a hash that just verified was made with other parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== PARAMS.N || parsed.r !== PARAMS.r || parsed.p !== PARAMS.p;
}

/** A hash of nothing in particular: unknown e-mails cost the same time as known ones. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}

export const MIN_PASSWORD_LENGTH = 12;
