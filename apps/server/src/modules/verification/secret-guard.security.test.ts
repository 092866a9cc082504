import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter.ts';
import { checkSecret, clearSecretAttempts, type SecretSubject, secretStanding } from './secret-guard.ts';

/** A secret whose comparisons are counted, on a limiter with a clock the test moves. */
function harness(secret = 'right') {
  const clock = { now: 1_000_000 };
  const limiter = new MemoryRateLimiter({ now: () => clock.now });
  let comparisons = 0;
  const guess = (subjects: SecretSubject[], answer: string) =>
    checkSecret(limiter, subjects, async () => {
      comparisons += 1;
      // Yield as a hash or a database call would, so the guesses really interleave.
      await new Promise((resolve) => setTimeout(resolve, 1));
      return answer === secret;
    });
  return { clock, limiter, guess, comparisons: () => comparisons };
}

const account: SecretSubject = { key: 'name:alice', limit: 5, windowMs: 60_000 };
const address: SecretSubject = { key: 'ip:10.0.0.1', limit: 8, windowMs: 60_000 };

describe('secret guard', () => {
  it('lets at most `limit` of 50 concurrent wrong guesses be compared', async () => {
    const h = harness();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => h.guess([account], `guess-${i}`)));
    expect(h.comparisons()).toBe(5);
    expect(answers.filter((a) => !a.ok && a.code === 'WRONG')).toHaveLength(5);
    expect(answers.filter((a) => !a.ok && a.code === 'RATE_LIMITED')).toHaveLength(45);
  });

  it('refuses the right secret after a lock-out until the window ends, with the time left', async () => {
    const h = harness();
    for (let i = 0; i < 4; i++)
      expect(await h.guess([account], 'wrong')).toMatchObject({ lockedForSeconds: null });
    // The wrong answer that uses the last attempt says how long the pause lasts.
    expect(await h.guess([account], 'wrong')).toMatchObject({ code: 'WRONG', lockedForSeconds: 60 });
    h.clock.now += 20_000;
    expect(await h.guess([account], 'right')).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 40,
    });
    expect(h.comparisons()).toBe(5);
    h.clock.now += 40_000;
    expect(await h.guess([account], 'right')).toEqual({ ok: true });
  });

  it('gives a right answer its attempt back, so an honest user is never paused by success', async () => {
    const h = harness();
    for (let i = 0; i < 100; i++) expect(await h.guess([account], 'right')).toEqual({ ok: true });
    expect((await h.limiter.peek(account.key)).count).toBe(0);
    // Wrong answers keep their count around the right ones.
    await h.guess([account], 'wrong');
    await h.guess([account], 'right');
    await h.guess([account], 'wrong');
    expect((await h.limiter.peek(account.key)).count).toBe(2);
  });

  it('forgets the failures in a row on a right answer when the subject says reset', async () => {
    const h = harness();
    const inARow: SecretSubject = { ...account, onRight: 'reset' };
    for (let i = 0; i < 4; i++) await h.guess([inARow], 'wrong');
    await h.guess([inARow], 'right');
    expect((await h.limiter.peek(inARow.key)).count).toBe(0);
  });

  it('counts every subject at once, and one over its limit refuses without charging the others', async () => {
    const h = harness();
    const names = Array.from({ length: 12 }, (_, i) => ({ ...account, key: `name:user${i}` }));
    // Spraying one wrong guess at many names from one address: the address stops it at 8.
    const answers = await Promise.all(names.map((name) => h.guess([name, address], 'wrong')));
    expect(h.comparisons()).toBe(8);
    expect(answers.filter((a) => !a.ok && a.code === 'RATE_LIMITED')).toHaveLength(4);
    const refusedNames = names.filter((_, i) => !answers[i]?.ok && answers[i]?.code === 'RATE_LIMITED');
    for (const name of refusedNames) expect((await h.limiter.peek(name.key)).count).toBe(0);
    expect(await secretStanding(h.limiter, [names[0] as SecretSubject, address])).toEqual({
      attempts: [1, 8],
      refusedForSeconds: 60,
    });
  });

  it('leaves nothing behind after a burst of the right answer, so a double click never pauses', async () => {
    const h = harness();
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.guess([account], 'right')));
    // Past the limit at the same instant the rest wait (the guard cannot know they are right)...
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    expect(answers.filter((a) => !a.ok && a.code === 'RATE_LIMITED')).toHaveLength(15);
    // ...but once they are answered the count is back to zero.
    expect((await h.limiter.peek(account.key)).count).toBe(0);
    expect(await h.guess([account], 'right')).toEqual({ ok: true });
  });

  it('stays locked after a burst of wrong guesses: refused attempts are not counted, the wrong ones are', async () => {
    const h = harness();
    await Promise.all(Array.from({ length: 50 }, () => h.guess([account], 'wrong')));
    expect((await h.limiter.peek(account.key)).count).toBe(5);
    expect(await h.guess([account], 'right')).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
  });

  it('passes on a nested refusal without charging its own subjects', async () => {
    const h = harness();
    const nested = await checkSecret(h.limiter, [account], async () => ({
      ok: false,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 7,
    }));
    expect(nested).toEqual({ ok: false, code: 'RATE_LIMITED', retryAfterSeconds: 7 });
    expect((await h.limiter.peek(account.key)).count).toBe(0);
  });

  it('lets an unlock clear the counts', async () => {
    const h = harness();
    for (let i = 0; i < 5; i++) await h.guess([account], 'wrong');
    await clearSecretAttempts(h.limiter, [account]);
    expect(await h.guess([account], 'right')).toEqual({ ok: true });
  });
});
