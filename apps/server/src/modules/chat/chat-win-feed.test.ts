import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bet, id, player, useStudio, win } from '../seamless/seamless-test-studio.ts';
import { roomOfLanguage } from './chat.service.ts';
import { chatMessages } from './chat.tables.ts';

// The win feed on the seamless vendor path: a settled round with a big win is announced in the
// merchant's rooms, once, however often the vendor repeats its call.
const studio = useStudio();

const wins = () => studio.t.database.db.select().from(chatMessages).where(eq(chatMessages.kind, 'win'));

describe('chat room win feed (seamless vendor path)', () => {
  it('announces a win at the threshold once per room, names the game, and skips small wins', async () => {
    const en = await roomOfLanguage(studio.t.database.db, studio.t.merchantId, 'EN');
    const cn = await roomOfLanguage(studio.t.database.db, studio.t.merchantId, 'CN');
    const p = await player(10_000);

    const small = id('round');
    expect((await bet(p, 1_000, small)).statusCode).toBe(200);
    expect((await win(p, 100_999, small)).statusCode).toBe(200);
    // Net win 99,999: under the default threshold of 100,000 (below, only the big round is posted).

    const big = id('round');
    const winId = id('win');
    expect((await bet(p, 1_000, big)).statusCode).toBe(200);
    expect((await win(p, 101_000, big, winId)).statusCode).toBe(200);
    // The vendor repeats the same call (a retry): the money and the announcement happen once.
    expect((await win(p, 101_000, big, winId)).statusCode).toBe(200);

    // The feed does not hold the vendor's answer: the announcement lands just after it.
    await expect.poll(async () => (await wins()).length, { timeout: 10_000 }).toBe(2);
    const posted = await wins();
    expect(posted.map((row) => row.roomId).sort()).toEqual([en.id, cn.id].sort());
    for (const row of posted) {
      expect(row).toMatchObject({
        memberId: p.memberId,
        amount: 100_000,
        gameName: 'Fortune Ox',
        roundKey: `PG:${big}`,
      });
      expect(row.seq).toBe(1);
    }
  });
});
