import { describe, expect, it } from 'vitest';
import { call, registerUser } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';

const email = 'grace@example.com';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

describe.each(testBackends('one'))(
  'password login does not tell whether an account exists on %s',
  (backend) => {
    const t = useTestApp(backend);

    it('answers an unknown email in about the time of a wrong password (medians within a factor of 2)', async () => {
      const session = await registerUser(t, email);
      await call(t.app, 'POST', '/api/auth/change-password/', {
        token: session.access_token,
        body: { new_password: 'correct horse battery' },
      });
      const timed = async (address: string) => {
        const started = process.hrtime.bigint();
        const answer = await call(t.app, 'POST', '/api/auth/login/', {
          body: { email_or_phone: address, password: 'not the password' },
        });
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        expect(answer.status).toBe(401);
        return ms;
      };
      // Warm both paths up (first queries, JIT), then start a fresh guessing window for the measured tries.
      await timed(email);
      await timed('warm-up@example.com');
      t.clock.advance(16 * 60_000);

      const known: number[] = [];
      const unknown: number[] = [];
      // Interleaved, so a burst of load on a shared machine falls on both sides alike.
      for (let i = 0; i < 10; i++) {
        known.push(await timed(email));
        unknown.push(await timed(`nobody-${i}@example.com`));
      }
      const ratio = median(unknown) / median(known);
      expect(
        ratio,
        `unknown ${median(unknown).toFixed(1)} ms vs wrong password ${median(known).toFixed(1)} ms`,
      ).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });
  },
);
