import {
  changePasswordFormSchema,
  formFieldErrors,
  registerFormSchema,
} from '@platform/contract/form-schemas';
import { API_PATHS } from '@platform/contract/paths';
import type { RegisterFieldRule } from '@platform/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSequence } from '../../test/client-addresses.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';

/**
 * Spec §5 "bad input": a request crafted around the form (sent straight to the server) is
 * refused with the same field error, the same message key, the form shows before any request.
 * The form's side is the contract schema the web uses as its resolver; these answers must match it.
 */

let t: TestApp;
const { now } = testClock('2026-11-22T08:00:00Z');
const freshIp = addressSequence('10.7', 10);

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(async () => {
  await t.close();
});

type FieldError = { field: string; key?: string; message: string; params?: Record<string, number> };

async function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token?: string) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body ? { payload: body } : {}),
  });
  const json = response.json() as { code?: string; fields?: FieldError[]; value?: unknown };
  return { status: response.statusCode, json };
}

async function operatorRules(): Promise<Partial<Record<string, RegisterFieldRule>>> {
  const { json } = await call('GET', API_PATHS.registerRules);
  return json.value as Partial<Record<string, RegisterFieldRule>>;
}

const byField = (fields: FieldError[] | undefined) =>
  Object.fromEntries((fields ?? []).map(({ field, key, params }) => [field, { key, params }]));

describe('a request crafted around the register form', () => {
  it('gets the field errors the form shows, by the same keys', async () => {
    const crafted = {
      username: '9starts',
      password: 'abc',
      confirmPassword: 'abd',
      email: 'not-an-email',
      registerMethod: 'WEB',
    };
    const answer = await call('PUT', API_PATHS.register, crafted);
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe('VALIDATION_ERROR');
    const server = byField(answer.json.fields);
    expect(server['body.username']).toEqual({ key: 'account_format', params: { min: 6, max: 16 } });
    expect(server['body.password']).toEqual({ key: 'password_length', params: { min: 6, max: 20 } });
    expect(server['body.confirmPassword']).toMatchObject({ key: 'confirm_mismatch' });
    expect(server['body.termsAccepted']).toMatchObject({ key: 'terms_required' });

    // The register form, with the rules the site publishes, refuses the same fields the same way.
    const form = registerFormSchema(await operatorRules(), {
      mode: 'username',
      passwordNeeded: true,
      smsVerification: false,
      captcha: false,
      defaultDialingCode: '60',
    });
    expect(byField(formFieldErrors(form, crafted))).toEqual(server);
  });
});

describe('a request crafted around the change-password form', () => {
  it('gets the field errors the form shows, by the same keys', async () => {
    const registered = await call('PUT', API_PATHS.register, {
      username: 'Crafted01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      termsAccepted: true,
    });
    const token = (registered.json.value as { token: string }).token;
    const crafted = { oldPassword: '', newPassword: 'abc', confirmNewPassword: 'abd' };
    const answer = await call('POST', API_PATHS.changePassword, crafted, token);
    expect(answer.status).toBe(400);
    const server = byField(answer.json.fields);
    expect(server).toEqual({
      'body.oldPassword': { key: 'required' },
      'body.newPassword': { key: 'password_length', params: { min: 6, max: 20 } },
      'body.confirmNewPassword': { key: 'confirm_mismatch' },
    });
    const rules = await operatorRules();
    const form = changePasswordFormSchema(rules.password, { askOld: true });
    expect(byField(formFieldErrors(form, crafted))).toEqual(server);
  });
});
