import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createIdentityVerifier } from './identity.service.ts';
import { issueSandboxToken } from './sandbox-identity.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** The token and channel the sandbox hands back in the redirect's fragment. */
function handedOver(location: string) {
  const [target, fragment = ''] = location.split('#');
  const params = new URLSearchParams(fragment);
  return { target, idToken: params.get('idToken') ?? '', channel: params.get('channel') };
}

describe('sandbox identity routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { SANDBOX_IDENTITY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('renders a script-free sign-in form allowed by the page policy', async () => {
    const query = new URLSearchParams({ channel: 'GOOGLE', redirect: '/login?from=home&tab=2' });
    const response = await t.app.inject({ url: `/dev/identity/authorize?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Sandbox sign-in (development only)</title>');
    expect(response.body).toContain('<form method="post" action="/dev/identity/authorize">');
    expect(response.body).toContain('name="email"');
    expect(response.body).toContain('value="/login?from=home&amp;tab=2"');
    expect(response.body).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("script-src 'self'");

    const phonePage = await t.app.inject({ url: '/dev/identity/authorize?channel=PHONE&redirect=/' });
    expect(phonePage.body).toContain('name="phoneNumber"');
    expect(phonePage.body).not.toContain('name="email"');
  });

  it('redirects back with a Google token the verifier accepts, the same person each time', async () => {
    const verifier = createIdentityVerifier(t.ctx.config);
    const subjects: string[] = [];
    for (const email of ['ana@example.com', 'ANA@example.com']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/dev/identity/authorize',
        headers: FORM,
        payload: form({ channel: 'GOOGLE', redirect: '/login', email, name: 'Ana Lee', phoneNumber: '' }),
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers['cache-control']).toBe('no-store');
      const { target, idToken, channel } = handedOver(String(response.headers.location));
      expect(target).toBe('/login');
      expect(channel).toBe('GOOGLE');
      const result = await verifier.verify('GOOGLE', idToken);
      expect(result).toMatchObject({
        ok: true,
        identity: { provider: 'sandbox', email, emailVerified: true, name: 'Ana Lee', phoneNumber: null },
      });
      if (result.ok) subjects.push(result.identity.subject);
    }
    expect(subjects[0]).toBe(subjects[1]);
  });

  it('signs in a phone number, and asks for one when it is missing or malformed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/identity/authorize',
      headers: FORM,
      payload: form({ channel: 'PHONE', redirect: '/', phoneNumber: '+60123456789' }),
    });
    expect(response.statusCode).toBe(303);
    const { idToken, channel } = handedOver(String(response.headers.location));
    expect(channel).toBe('PHONE');
    expect(await createIdentityVerifier(t.ctx.config).verify('PHONE', idToken)).toMatchObject({
      ok: true,
      identity: { phoneNumber: '+60123456789' },
    });

    for (const phoneNumber of ['', '0123456789']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/dev/identity/authorize',
        headers: FORM,
        payload: form({ channel: 'PHONE', redirect: '/', phoneNumber }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: [{ field: 'body.phoneNumber' }],
      });
    }
  });

  it('refuses to send the token anywhere but this site', async () => {
    const foreign = [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      'login',
    ];
    for (const redirect of foreign) {
      const page = await t.app.inject({
        url: `/dev/identity/authorize?${new URLSearchParams({ channel: 'GOOGLE', redirect })}`,
      });
      expect({ redirect, status: page.statusCode }).toEqual({ redirect, status: 400 });
      const post = await t.app.inject({
        method: 'POST',
        url: '/dev/identity/authorize',
        headers: FORM,
        payload: form({ channel: 'GOOGLE', redirect, email: 'ana@example.com' }),
      });
      expect({ redirect, status: post.statusCode, location: post.headers.location }).toEqual({
        redirect,
        status: 400,
        location: undefined,
      });
    }
  });

  it('publishes only public keys, and tests can sign in with issueSandboxToken', async () => {
    const response = await t.app.inject({ url: '/dev/identity/jwks' });
    expect(response.statusCode).toBe(200);
    const { keys } = response.json() as { keys: Record<string, string>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');

    const token = await issueSandboxToken(t.ctx.config, {
      channel: 'FACEBOOK',
      subject: 'tester-1',
      name: 'Tess',
    });
    expect(await createIdentityVerifier(t.ctx.config).verify('FACEBOOK', token)).toMatchObject({
      ok: true,
      identity: { provider: 'sandbox', subject: 'tester-1', name: 'Tess' },
    });
  });
});

describe('sandbox identity routes when switched off or replaced', () => {
  it('are absent when SANDBOX_IDENTITY is false', async () => {
    const t = await createTestApp({ env: { SANDBOX_IDENTITY: 'false' } });
    try {
      for (const url of ['/dev/identity/jwks', '/dev/identity/authorize?channel=GOOGLE&redirect=/']) {
        expect((await t.app.inject({ url })).statusCode).toBe(404);
      }
      const post = await t.app.inject({
        method: 'POST',
        url: '/dev/identity/authorize',
        headers: FORM,
        payload: form({ channel: 'GOOGLE', redirect: '/', email: 'ana@example.com' }),
      });
      expect(post.statusCode).not.toBe(303);
    } finally {
      await t.close();
    }
  });

  it('refuse a channel configured for the real provider', async () => {
    const t = await createTestApp({ env: { SANDBOX_IDENTITY: 'true', GOOGLE_CLIENT_ID: 'real-client-id' } });
    try {
      const page = await t.app.inject({ url: '/dev/identity/authorize?channel=GOOGLE&redirect=/' });
      expect(page.statusCode).toBe(403);
      expect(page.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
      const facebook = await t.app.inject({ url: '/dev/identity/authorize?channel=FACEBOOK&redirect=/' });
      expect(facebook.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
