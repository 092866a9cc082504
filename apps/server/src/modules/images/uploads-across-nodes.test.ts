import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { withdrawals } from '../withdrawals/withdrawals.tables.ts';
import { operatorAction, payee, requestWithdrawal } from '../withdrawals/withdrawals-test-helpers.ts';
import { JPEG, PNG } from './image-fixtures.ts';

/**
 * Two API nodes on one database, each with a disk of its own (its own DATA_DIR and IMAGE_DIR), as
 * two machines behind a load balancer: a file uploaded through one is there on the other.
 */
describe('uploads across nodes', () => {
  let a: TestApp;
  let b: BuiltApp;
  let otherDisk: string;
  let closeB = async () => {};

  beforeAll(async () => {
    a = await createTestApp();
    otherDisk = mkdtempSync(path.join(tmpdir(), 'platform-node-b-'));
    // Its own pool on PostgreSQL, as a second process would have; PGlite is one connection.
    const database = a.databaseUrl ? await openDatabase({ url: a.databaseUrl, poolMax: 3 }) : a.database;
    b = await buildApp({
      config: { ...a.ctx.config, DATA_DIR: otherDisk, IMAGE_DIR: path.join(otherDisk, 'images') },
      database,
      geo: a.ctx.geo,
      secrets: a.ctx.secrets,
      now: a.ctx.system.now,
      logger: false,
    });
    closeB = async () => {
      await b.app.close();
      if (database !== a.database) await database.close();
    };
  });
  afterAll(async () => {
    await closeB();
    await a?.close();
    rmSync(otherDisk, { recursive: true, force: true });
  });

  it('serves on node B the content image an operator uploaded through node A', async () => {
    const editor = await operatorToken(a, 'imgeditor', 'content');
    const uploaded = await a.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.contentImages,
      headers: { 'content-type': 'image/png', authorization: `Bearer ${editor}` },
      payload: PNG,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const served = await b.app.inject({ url: uploaded.json().value.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-image-fallback']).toBeUndefined();
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('shows on node B the proof image a member uploaded through node A, to the member and to finance', async () => {
    const finance = await operatorToken(a, 'imgfinance', 'finance');
    const me = await payee(a, { cash: 300_00 });
    const requested = await requestWithdrawal(a, me, 300_00);
    expect(requested.statusCode, requested.body).toBe(201);
    const orderNo = requested.json().value.withdrawal.orderNo as string;
    const [row] = await a.database.db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.orderNo, orderNo));
    const id = row?.id ?? 0;
    expect((await operatorAction(a, finance, id, 'approve')).statusCode).toBe(200);
    expect((await operatorAction(a, finance, id, 'paid', { note: 'BANKREF-9' })).statusCode).toBe(200);

    const proof = await a.app.inject({
      method: 'POST',
      url: `${API_PATHS.withdrawals}/${orderNo}/proofs`,
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'image/jpeg' },
      payload: JPEG,
    });
    expect(proof.statusCode, proof.body).toBe(201);
    const proofId = proof.json().value.id as number;

    for (const [url, token] of [
      [`${API_PATHS.withdrawals}/${orderNo}/proofs/${proofId}`, me.token],
      [`${ADMIN_PATHS.withdrawals}/${id}/proofs/${proofId}`, finance],
    ] as const) {
      const read = await b.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(read.statusCode, url).toBe(200);
      expect(read.headers['content-type'], url).toBe('image/jpeg');
      expect(read.rawPayload.equals(JPEG), url).toBe(true);
    }
  });
});
