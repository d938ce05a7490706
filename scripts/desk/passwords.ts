import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** At least this many characters: long passwords beat rules about symbols. */
export const MIN_PASSWORD_LENGTH = 12;

/** scrypt's cost (N = 2^15, r = 8, p = 1: about 32 MB and 50-100 ms a check), stored with each hash so it can be raised later. */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  return null;
}

/** `scrypt$N$r$p$salt$key` (salt and key in base64): everything a later check needs. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` is the one `stored` was made from; false for anything that is not a hash of ours. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Number.isInteger(options.N) || options.N < 2 || options.N > 2 ** 20 || !(options.r >= 1 && options.r <= 32) || !(options.p >= 1 && options.p <= 16)) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash no password matches, checked for an unknown e-mail so that it takes as long as a known one. */
export const DUMMY_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;
