import { MAX_FEEDBACK_IMAGE_BYTES } from '@platform/contract/feedback';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { JPEG, PNG, WEBP } from '../images/image-fixtures.ts';
import { newMemberSession } from '../wallet/wallet-test-helpers.ts';

/* Feedback and complaints: the player's form and list, the operator's queue, answers and bounds. */

let t: TestApp;
let support: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  support = await operatorToken(t, 'fb-support', 'support');
  admin = await operatorToken(t, 'fb-admin', 'admin');
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const send = (token: string, body: unknown) =>
  t.app.inject({ method: 'PUT', url: API_PATHS.feedback, headers: bearer(token), payload: body as object });
const upload = (token: string, bytes: Buffer, contentType = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.feedbackUploads,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: bytes,
  });
const mine = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: API_PATHS.feedbackList, headers: bearer(token) })).json().value;
const operator = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = support) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const CONTENT = 'My deposit of 100 has not arrived after an hour.';

describe('player feedback', () => {
  it('sends a feedback with screenshots and lists it as open', async () => {
    const player = await newMemberSession(t);
    const png = await upload(player.token, PNG);
    const jpeg = await upload(player.token, JPEG, 'image/jpeg');
    expect(png.statusCode, png.body).toBe(201);
    expect(jpeg.json().value).toMatchObject({ contentType: 'image/jpeg' });
    const sent = await send(player.token, {
      questionType: 'deposit',
      content: `  ${CONTENT}  `,
      imageIds: [png.json().value.id, jpeg.json().value.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toMatchObject({ status: 'open', content: CONTENT, answers: [] });
    const list = await mine(player.token);
    expect(list.bounds).toEqual({ minLength: 10, maxLength: 500 });
    expect(list.list).toHaveLength(1);
    expect(list.list[0].images.map((image: { contentType: string }) => image.contentType)).toEqual([
      'image/png',
      'image/jpeg',
    ]);
  });

  it('keeps markup as text', async () => {
    const player = await newMemberSession(t);
    const content = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const sent = await send(player.token, { questionType: 'other', content });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await mine(player.token)).list[0].content).toBe(content);
  });

  it('refuses a description outside the bounds, an unknown type, NUL bytes and broken Unicode; stores nothing', async () => {
    const player = await newMemberSession(t);
    const short = await send(player.token, { questionType: 'game', content: 'too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [
        expect.objectContaining({
          field: 'body.content',
          key: 'feedback_length',
          params: { min: 10, max: 500 },
        }),
      ],
    });
    expect((await send(player.token, { questionType: 'game', content: 'x'.repeat(501) })).statusCode).toBe(
      400,
    );
    expect((await send(player.token, { questionType: 'game', content: '   ' })).statusCode).toBe(400);
    expect((await send(player.token, { questionType: 'nope', content: CONTENT })).statusCode).toBe(400);
    expect((await send(player.token, { questionType: 'game', content: `${CONTENT}\u0000` })).statusCode).toBe(
      400,
    );
    expect((await send(player.token, { questionType: 'game', content: `${CONTENT}\uD800` })).statusCode).toBe(
      400,
    );
    expect(
      (await send(player.token, { questionType: 'game', content: 'y'.repeat(100_000) })).statusCode,
    ).toBe(400);
    expect((await mine(player.token)).list).toEqual([]);
  });

  it('follows the operator’s bounds, which only settings.write may change', async () => {
    const bounds = { minLength: 5, maxLength: 20 };
    expect((await operator('PUT', ADMIN_PATHS.feedbackSettings, bounds)).statusCode).toBe(403);
    expect(
      (await operator('PUT', ADMIN_PATHS.feedbackSettings, { minLength: 30, maxLength: 20 }, admin))
        .statusCode,
    ).toBe(400);
    expect((await operator('PUT', ADMIN_PATHS.feedbackSettings, bounds, admin)).statusCode).toBe(200);
    const player = await newMemberSession(t);
    expect((await mine(player.token)).bounds).toEqual(bounds);
    expect((await send(player.token, { questionType: 'account', content: 'Short one' })).statusCode).toBe(
      200,
    );
    const long = await send(player.token, { questionType: 'account', content: CONTENT });
    expect(long.json().fields[0]).toMatchObject({ key: 'feedback_length', params: { min: 5, max: 20 } });
    await operator('PUT', ADMIN_PATHS.feedbackSettings, { minLength: 10, maxLength: 500 }, admin);
  });

  it('accepts only PNG and JPEG of at most 5 MB, at most 3, and only the caller’s own unsent ones', async () => {
    const player = await newMemberSession(t);
    expect((await upload(player.token, WEBP, 'image/png')).statusCode).toBe(415);
    expect((await upload(player.token, Buffer.from('<svg onload=alert(1)>'), 'image/png')).statusCode).toBe(
      415,
    );
    expect((await upload(player.token, Buffer.alloc(0))).statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_FEEDBACK_IMAGE_BYTES)]);
    expect((await upload(player.token, big)).statusCode).toBe(413);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await upload(player.token, PNG)).json().value.id);
    expect(
      (await send(player.token, { questionType: 'game', content: CONTENT, imageIds: ids })).statusCode,
    ).toBe(400);
    const other = await newMemberSession(t);
    const theirs = (await upload(other.token, PNG)).json().value.id;
    const stolen = await send(player.token, {
      questionType: 'game',
      content: CONTENT,
      imageIds: [ids[0], theirs],
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await send(player.token, { questionType: 'game', content: CONTENT, imageIds: [ids[0]] })).statusCode,
    ).toBe(200);
    // Already sent: it cannot be attached again.
    expect(
      (await send(player.token, { questionType: 'game', content: CONTENT, imageIds: [ids[0]] })).statusCode,
    ).toBe(404);
    expect((await mine(player.token)).list).toHaveLength(1);
  });

  it('is for real members: a visitor gets 401 and a trial member TRIAL_ACCOUNT', async () => {
    const trial = await newMemberSession(t, { trial: true });
    expect((await send(trial.token, { questionType: 'game', content: CONTENT })).json().code).toBe(
      'TRIAL_ACCOUNT',
    );
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.feedbackList })).statusCode).toBe(401);
  });
});

describe('operator feedback queue', () => {
  it('answers (the player reads it, nobody else) and closes', async () => {
    const player = await newMemberSession(t);
    const other = await newMemberSession(t);
    const image = (await upload(player.token, PNG)).json().value.id;
    const id = (
      await send(player.token, { questionType: 'withdrawal', content: CONTENT, imageIds: [image] })
    ).json().value.id;

    const queue = (
      await operator('GET', `${ADMIN_PATHS.feedback}?status=open&questionType=withdrawal`)
    ).json().value;
    expect(queue.list.map((row: { id: number }) => row.id)).toContain(id);
    const shot = await operator('GET', `${ADMIN_PATHS.feedback}/${id}/images/${image}`);
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.rawPayload.equals(PNG)).toBe(true);

    const answer = '<b>Credited</b> at 10:05, sorry for the wait.';
    const answered = await operator('POST', `${ADMIN_PATHS.feedback}/${id}/answer`, { body: answer });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().value).toMatchObject({
      status: 'answered',
      answers: [{ body: answer, operator: 'fb-support' }],
    });
    expect((await mine(player.token)).list[0]).toMatchObject({
      status: 'answered',
      answers: [{ body: answer }],
    });
    expect((await mine(other.token)).list).toEqual([]);

    const closed = await operator('POST', `${ADMIN_PATHS.feedback}/${id}/close`);
    expect(closed.json().value.status).toBe('closed');
    expect(
      (await operator('POST', `${ADMIN_PATHS.feedback}/${id}/answer`, { body: 'more' })).statusCode,
    ).toBe(409);
    expect((await mine(player.token)).list[0].status).toBe('closed');
    const answeredOnly = (await operator('GET', `${ADMIN_PATHS.feedback}?status=answered`)).json().value.list;
    expect(answeredOnly.map((row: { id: number }) => row.id)).not.toContain(id);
  });

  it('refuses an empty answer, unknown ids, and operators without support.reply', async () => {
    const player = await newMemberSession(t);
    const id = (await send(player.token, { questionType: 'game', content: CONTENT })).json().value.id;
    expect((await operator('POST', `${ADMIN_PATHS.feedback}/${id}/answer`, { body: '  ' })).statusCode).toBe(
      400,
    );
    expect((await operator('POST', `${ADMIN_PATHS.feedback}/999999/answer`, { body: 'x' })).statusCode).toBe(
      404,
    );
    expect((await operator('GET', `${ADMIN_PATHS.feedback}/${id}/images/999999`)).statusCode).toBe(404);
    const finance = await operatorToken(t, 'fb-finance', 'finance');
    expect((await operator('GET', ADMIN_PATHS.feedback, undefined, finance)).statusCode).toBe(403);
  });
});
