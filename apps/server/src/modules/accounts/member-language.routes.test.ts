import { API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSequence } from '../../test/client-addresses.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import { members } from './accounts.tables.ts';

let t: TestApp;
const freshIp = addressSequence('10.24', 10);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Json = {
  success: boolean;
  code?: string;
  message?: string;
  value?: Record<string, unknown>;
  fields?: { field: string; message: string }[];
};

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; rawBody?: string; token?: string; lang?: string } = {},
): Promise<{ status: number; json: Json }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['x-lang'] = options.lang;
  if (options.rawBody !== undefined) headers['content-type'] = 'application/json';
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers,
    ...(options.rawBody !== undefined
      ? { payload: options.rawBody }
      : options.body === undefined
        ? {}
        : { payload: options.body as object }),
  });
  return { status: response.statusCode, json: response.json() as Json };
}

async function registerMember(): Promise<string> {
  const username = `lang${Math.floor(Math.random() * 1e6)}`;
  const registered = await call('PUT', API_PATHS.register, {
    body: {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      termsAccepted: true,
      registerMethod: 'WEB',
    },
  });
  expect(registered.status).toBe(201);
  return registered.json.value?.token as string;
}

async function languageOf(token: string): Promise<unknown> {
  const info = await call('GET', API_PATHS.memberInfo, { token });
  expect(info.status).toBe(200);
  return info.json.value?.language;
}

async function offerLanguages(languages: string[]): Promise<void> {
  await t.database.db.update(merchants).set({ languages }).where(eq(merchants.id, t.merchantId));
  t.ctx.caches.clear('merchants');
}

describe('member language (spec §7 getUpdateLanguage)', () => {
  it('starts with none, stores the chosen one, and member info answers it on any session', async () => {
    const token = await registerMember();
    expect(await languageOf(token)).toBeNull();

    const saved = await call('PUT', API_PATHS.memberLanguage, { token, body: { language: 'CN' } });
    expect(saved).toEqual({ status: 200, json: { success: true, value: null } });
    expect(await languageOf(token)).toBe('CN');

    const changed = await call('PUT', API_PATHS.memberLanguage, { token, body: { language: 'EN' } });
    expect(changed.status).toBe(200);
    expect(await languageOf(token)).toBe('EN');

    // A login elsewhere (a new session) reads the same language.
    const info = await call('GET', API_PATHS.memberInfo, { token });
    const account = info.json.value?.account as string;
    const login = await call('POST', API_PATHS.login, { body: { username: account, password: 'Secret123' } });
    expect(login.status).toBe(200);
    expect(await languageOf(login.json.value?.token as string)).toBe('EN');
  });

  it('refuses bad input with a 400 in the envelope and keeps the stored language', async () => {
    const token = await registerMember();
    await call('PUT', API_PATHS.memberLanguage, { token, body: { language: 'MY' } });
    const bodies: unknown[] = [
      { language: 'FR' },
      { language: 'en' },
      { language: 'EN\u0000' },
      { language: '\u0000' },
      { language: 1 },
      { language: null },
      { language: ['EN'] },
      {},
      { language: 'EN', memberId: 1 },
    ];
    for (const body of bodies) {
      const answer = await call('PUT', API_PATHS.memberLanguage, { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(typeof answer.json.message).toBe('string');
    }
    const notJson = await call('PUT', API_PATHS.memberLanguage, { token, rawBody: '{"language":' });
    expect(notJson.status).toBe(400);
    expect(notJson.json.success).toBe(false);
    expect(await languageOf(token)).toBe('MY');
  });

  it('words the refusal in the caller’s language', async () => {
    const token = await registerMember();
    const english = await call('PUT', API_PATHS.memberLanguage, { token, body: { language: 'XX' } });
    const chinese = await call('PUT', API_PATHS.memberLanguage, {
      token,
      body: { language: 'XX' },
      lang: 'CN',
    });
    expect(chinese.status).toBe(400);
    expect(chinese.json.code).toBe('VALIDATION_ERROR');
    expect(chinese.json.message).not.toBe(english.json.message);
  });

  it('refuses a language the site does not offer, and hides one the site stopped offering', async () => {
    const token = await registerMember();
    await call('PUT', API_PATHS.memberLanguage, { token, body: { language: 'CN' } });
    try {
      await offerLanguages(['MY', 'EN']);
      const refused = await call('PUT', API_PATHS.memberLanguage, { token, body: { language: 'CN' } });
      expect(refused.status).toBe(400);
      expect(refused.json.fields).toContainEqual(expect.objectContaining({ field: 'body.language' }));
      expect(await languageOf(token)).toBeNull();
    } finally {
      await offerLanguages(['MY', 'EN', 'CN']);
    }
    expect(await languageOf(token)).toBe('CN');
  });

  it('answers a logged-out caller 401 and a trial member 403, storing nothing', async () => {
    const anonymous = await call('PUT', API_PATHS.memberLanguage, { body: { language: 'EN' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const deadToken = await call('PUT', API_PATHS.memberLanguage, {
      token: 'not-a-live-token',
      body: { language: 'EN' },
    });
    expect(deadToken.status).toBe(401);

    const trial = await call('POST', API_PATHS.freePlayLogin, {
      body: { os: 'web', platform: 'W', gatewayVersion: 3 },
    });
    expect(trial.status).toBe(200);
    const token = trial.json.value?.token as string;
    const refused = await call('PUT', API_PATHS.memberLanguage, { token, body: { language: 'EN' } });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });
    expect(await languageOf(token)).toBeNull();
    const [stored] = await t.database.db
      .select({ language: members.language })
      .from(members)
      .where(eq(members.type, 4));
    expect(stored?.language ?? null).toBeNull();
  });
});
