// Staff passwords: scrypt (memory-hard) with a random salt per password, stored as a self-describing
// string `scrypt$N$r$p$salt$hash` (salt and hash in base64url), so the cost can be raised later and
// old hashes still verify. Verification compares in constant time. A password never reaches a log.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Problems } from './fieldRefusal';

export const PASSWORD_RULES = {
  /** in characters (code points), not bytes */
  minLength: 12,
  /** far above any real password: only keeps a hash from being asked of megabytes */
  maxLength: 1024,
} as const;

/** scrypt's cost parameters. */
export interface ScryptCost { N: number; r: number; p: number }

/** scrypt's cost: N = 2^15, r = 8, p = 1 (OWASP's minimum for scrypt); about 32 MiB and 50-100 ms per hash. */
export const SCRYPT = { N: 2 ** 15, r: 8, p: 1, saltBytes: 16, keyBytes: 32 } as const;

/** What a hash may ask of the server when verified: a tampered row cannot make one take gigabytes. */
const LIMITS = { maxN: 2 ** 20, maxR: 32, maxP: 4 };

/** scrypt needs 128 * N * r * p bytes (and a little more); Node's default cap of 32 MiB is exactly too small for N = 2^15, r = 8. */
const maxmem = (N: number, r: number, p: number) => 128 * N * r * p + 16 * 1024 * 1024;

function derive(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Why a password is refused, in the staff member's words; undefined when it is acceptable. */
export function passwordProblem(password: unknown): string | undefined {
  if (typeof password !== 'string') return 'A password is required';
  const length = [...password].length;
  // Spaces at either end do not count towards the minimum: twelve spaces are no password.
  if ([...password.trim()].length < PASSWORD_RULES.minLength) {
    return `The password must be at least ${PASSWORD_RULES.minLength} characters long; a longer phrase is easier to remember than a short code`;
  }
  if (length > PASSWORD_RULES.maxLength) return `The password must be at most ${PASSWORD_RULES.maxLength} characters long`;
  return undefined;
}

/** A new password's problem, beside its field of a staff form (changing one's own, or with a reset link). */
export function checkNewPassword(problems: Problems, path: string, password: unknown): void {
  const problem = passwordProblem(password);
  if (!problem) return;
  if (typeof password !== 'string' || password.trim() === '') problems.add(path, 'required', 'A password is required');
  else if ([...password.trim()].length < PASSWORD_RULES.minLength) problems.add(path, 'tooShort', problem, PASSWORD_RULES.minLength);
  else problems.add(path, 'tooLong', problem, PASSWORD_RULES.maxLength);
}

/** A new hash of the password, at SCRYPT's cost unless another is given (a test's lower one). */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const { N, r, p } = cost;
  const { saltBytes, keyBytes } = SCRYPT;
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, keyBytes, { N, r, p, maxmem: maxmem(N, r, p) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface Parsed { N: number; r: number; p: number; salt: Buffer; key: Buffer }

function parse(stored: string): Parsed | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  const sane = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0 && N <= LIMITS.maxN
    && Number.isInteger(r) && r >= 1 && r <= LIMITS.maxR && Number.isInteger(p) && p >= 1 && p <= LIMITS.maxP
    && salt.length >= 8 && key.length >= 16;
  return sane ? { N, r, p, salt, key } : undefined;
}

/** Whether `password` is the one `stored` was made from; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || typeof password !== 'string' || [...password].length > PASSWORD_RULES.maxLength) return false;
  const { N, r, p, salt, key } = parsed;
  const given = await derive(password, salt, key.length, { N, r, p, maxmem: maxmem(N, r, p) });
  return timingSafeEqual(given, key);
}

const dummies = new Map<string, Promise<string>>();
/**
 * A hash of a password nobody knows, made once per cost: verified against when the e-mail names no
 * account, so that a wrong e-mail costs the same time as a wrong password and tells nothing.
 */
export function dummyHash(cost: ScryptCost = SCRYPT): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let dummy = dummies.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(24).toString('base64url'), cost);
    dummies.set(key, dummy);
  }
  return dummy;
}
