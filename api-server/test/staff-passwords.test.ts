// Staff passwords: scrypt with N = 2^15, r = 8, p = 1, a 16-byte random salt and a 32-byte key, stored
// as scrypt$N$r$p$salt$hash; verified in constant time; at least 12 characters.
import { scryptSync } from 'node:crypto';
import { PASSWORD_RULES, SCRYPT, dummyHash, hashPassword, passwordProblem, verifyPassword } from '../src/modules/staff/passwords';

const PASSWORD = 'correct horse battery staple';

describe('staff passwords', () => {
  it('are stored as a self-describing scrypt string with a fresh 16-byte salt and a 32-byte key', async () => {
    const [a, b] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(PASSWORD);
    const [, N, r, p, salt, key] = a.split('$');
    expect([Number(N), Number(r), Number(p)]).toEqual([SCRYPT.N, SCRYPT.r, SCRYPT.p]);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    // The key is scrypt's own: anyone with the string and the password gets the same bytes.
    const expected = scryptSync(PASSWORD, Buffer.from(salt!, 'base64url'), 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    expect(Buffer.from(key!, 'base64url').equals(expected)).toBe(true);
  });

  it('verify the right password only, and read the cost from the string (older or cheaper hashes still verify)', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword(`${PASSWORD} `, stored)).toBe(false);
    expect(await verifyPassword('Correct horse battery staple', stored)).toBe(false);
    const salt = Buffer.alloc(16, 7);
    const cheaper = `scrypt$16384$8$1$${salt.toString('base64url')}$${scryptSync(PASSWORD, salt, 32, { N: 2 ** 14, r: 8, p: 1 }).toString('base64url')}`;
    expect(await verifyPassword(PASSWORD, cheaper)).toBe(true);
    expect(await verifyPassword('another password', cheaper)).toBe(false);
  });

  it('refuse a malformed hash, or one asking the server for absurd memory, without throwing', async () => {
    const salt = Buffer.alloc(16).toString('base64url');
    const key = Buffer.alloc(32).toString('base64url');
    for (const stored of ['', 'plain', `bcrypt$10$8$1$${salt}$${key}`, `scrypt$1000$8$1$${salt}$${key}`, `scrypt$${2 ** 24}$8$1$${salt}$${key}`, `scrypt$16384$999$1$${salt}$${key}`, `scrypt$16384$8$1$$${key}`]) {
      expect([stored, await verifyPassword(PASSWORD, stored)]).toEqual([stored, false]);
    }
  });

  it(`need at least ${PASSWORD_RULES.minLength} characters, counted as characters, and say so`, async () => {
    expect(passwordProblem('eleven char')).toBe('The password must be at least 12 characters long; a longer phrase is easier to remember than a short code');
    expect(passwordProblem('twelve chars')).toBeUndefined();
    // Twelve Chinese characters are twelve characters (36 bytes in UTF-8); six emoji are six (12 UTF-16 units).
    expect(passwordProblem('春眠不觉晓处处闻啼鸟夜来')).toBeUndefined();
    expect(passwordProblem('😀'.repeat(6))).toMatch(/at least 12 characters/);
    expect(passwordProblem(undefined)).toBe('A password is required');
    expect(passwordProblem('x'.repeat(PASSWORD_RULES.maxLength + 1))).toMatch(/at most 1024 characters/);
    await expect(hashPassword('short')).rejects.toThrow('at least 12 characters');
  });

  it('have a dummy hash to verify against when the e-mail names no account, made once', async () => {
    const dummy = await dummyHash();
    expect(dummy).toMatch(/^scrypt\$32768\$/);
    expect(await dummyHash()).toBe(dummy);
    expect(await verifyPassword(PASSWORD, dummy)).toBe(false);
  });
});
