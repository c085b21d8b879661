import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: {
      hash(password: string): Promise<string>;
      verify(password: string, stored: string): Promise<boolean>;
      /** The work of a verification against no account, answering false (see verifyNothing). */
      verifyNothing(password: string): Promise<false>;
    };
  }
}

const KEY_LENGTH = 64;
const PARAMS = { N: 16384, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Stored as `scrypt$N$r$p$salt$key` (base64url), so the cost can grow without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, made with the current parameters: what verifyNothing checks against. */
let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no account (or no password) to check against, so
 * password login takes about as long for an unknown email as for a wrong password: the answer's timing
 * does not tell whether the account exists. Always false.
 */
export async function verifyNothing(password: string): Promise<false> {
  await verifyPassword(password, await theDummyHash());
  return false;
}

function theDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}

export default fp(
  async (fastify) => {
    fastify.decorate('passwords', { hash: hashPassword, verify: verifyPassword, verifyNothing });
    // Made now, so the first unknown-account login does not take two derivations.
    await theDummyHash();
  },
  { name: 'passwords' },
);
