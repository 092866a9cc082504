import { createHash } from 'node:crypto';
import { FirebaseChannelSchema } from '@platform/contract/accounts';
import { isStorableText, text, UNSTORABLE_TEXT_MESSAGE } from '@platform/contract/text';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { escapeHtml, sandboxPage } from '../../http/sandbox-page.ts';
import { E164_PHONE, sandboxChannels } from './identity.service.ts';
import { type FirebaseChannel, openSandboxIdentity } from './sandbox-identity.ts';

/**
 * The sandbox provider's pages (development only): a plain HTML sign-in form standing in for the
 * Google, Facebook or Firebase pop-up, which hands the site an ID token in the URL fragment.
 */

export const SANDBOX_IDENTITY_PATHS = {
  jwks: '/dev/identity/jwks',
  authorize: '/dev/identity/authorize',
} as const;

const ORIGIN_PROBE = 'http://sandbox.invalid';

/**
 * A path on this site, or null. Printable ASCII without backslashes only, because browsers read
 * `/\host` and `/<tab>/host` as `//host`; the URL parse then proves the origin did not change.
 */
export function sameOriginPath(value: string): string | null {
  if (!/^\/(?![/\\])[!-[\]-~]*$/.test(value)) return null;
  const url = new URL(value, ORIGIN_PROBE);
  // The fragment is dropped: the token is handed over in it.
  return url.origin === ORIGIN_PROBE ? url.pathname + url.search : null;
}

const RedirectSchema = z
  .string()
  .max(2048)
  .refine((value) => sameOriginPath(value) !== null, 'Must be a path on this site, like /login')
  .transform((value) => sameOriginPath(value) ?? '/');

const AuthorizeQuerySchema = z.strictObject({
  channel: FirebaseChannelSchema,
  redirect: RedirectSchema.default('/'),
});

/** A missing or empty form field means "not given". */
const formField = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .max(320)
    .optional()
    .transform((value) => value || undefined)
    .pipe(schema.optional());

const AuthorizeFormSchema = z
  .strictObject({
    channel: FirebaseChannelSchema,
    redirect: RedirectSchema,
    email: formField(z.email().max(254).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)),
    name: formField(text().max(100)),
    phoneNumber: formField(text().regex(E164_PHONE, 'Use the international form, like +60123456789')),
  })
  .superRefine((form, ctx) => {
    if (form.channel === 'PHONE' && !form.phoneNumber) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'A phone number is required' });
    }
    if (form.channel !== 'PHONE' && !form.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'An e-mail address is required' });
    }
  });

const CHANNEL_LABELS: Record<FirebaseChannel, string> = {
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
  PHONE: 'phone code (Firebase)',
};

function identityFields(channel: FirebaseChannel): string {
  if (channel === 'PHONE') {
    return `<p><label for="phoneNumber">Phone number</label><br>
<input id="phoneNumber" name="phoneNumber" type="tel" list="sample-phones" required maxlength="16"
 pattern="\\+[1-9][0-9]{6,14}" value="+60123456789" autocomplete="off"></p>
<datalist id="sample-phones"><option value="+60123456789"><option value="+60198765432"><option value="+959123456789"></datalist>`;
  }
  return `<p><label for="email">E-mail</label><br>
<input id="email" name="email" type="email" list="sample-emails" required maxlength="254"
 value="player@example.com" autocomplete="off"></p>
<datalist id="sample-emails"><option value="player@example.com"><option value="second.player@example.com"></datalist>
<p><label for="name">Name</label><br>
<input id="name" name="name" type="text" maxlength="100" value="Sandbox Player" autocomplete="off"></p>`;
}

/** Self-contained and script-free: the site's policy allows no inline script or style, and forms only to itself. */
function renderAuthorizePage(channel: FirebaseChannel, redirect: string): string {
  const title = 'Sandbox sign-in (development only)';
  return sandboxPage(
    title,
    `<p>This page stands in for ${CHANNEL_LABELS[channel]} sign-in. No real account is involved: the
identity you give here is vouched for by the sandbox provider, which only this development server trusts.</p>
<form method="post" action="${SANDBOX_IDENTITY_PATHS.authorize}">
<input type="hidden" name="channel" value="${channel}">
<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
${identityFields(channel)}
<p><button type="submit">Sign in as this identity</button></p>
</form>
<p><a href="${escapeHtml(redirect)}">Cancel</a></p>`,
  );
}

/** The same e-mail or phone number always signs in as the same person, as with a real provider. */
function sandboxSubject(channel: FirebaseChannel, handle: string): string {
  const digest = createHash('sha256').update(`${channel}:${handle.toLowerCase()}`).digest('hex');
  return `sandbox-${digest.slice(0, 24)}`;
}

function requireSandboxChannel(ctx: AppContext, channel: FirebaseChannel): void {
  if (!sandboxChannels(ctx.config).includes(channel)) {
    throw new AppError('FEATURE_DISABLED', 'This channel signs in with the real provider');
  }
}

export function registerSandboxIdentityRoutes(app: ZodApp, ctx: AppContext): void {
  const sandbox = openSandboxIdentity(ctx.config.DATA_DIR);

  app.get(
    SANDBOX_IDENTITY_PATHS.jwks,
    { schema: { hide: true, querystring: z.strictObject({}) } },
    async () => sandbox.jwks,
  );

  app.get(
    SANDBOX_IDENTITY_PATHS.authorize,
    { schema: { hide: true, querystring: AuthorizeQuerySchema } },
    async (request, reply) => {
      const { channel, redirect } = request.query;
      requireSandboxChannel(ctx, channel);
      return reply.type('text/html; charset=utf-8').send(renderAuthorizePage(channel, redirect));
    },
  );

  app.post(
    SANDBOX_IDENTITY_PATHS.authorize,
    { schema: { hide: true, body: AuthorizeFormSchema } },
    async (request, reply) => {
      const { channel, redirect, email, name, phoneNumber } = request.body;
      requireSandboxChannel(ctx, channel);
      const handle = channel === 'PHONE' ? phoneNumber : email;
      const idToken = await sandbox.issueToken({
        channel,
        subject: sandboxSubject(channel, handle ?? ''),
        email,
        name,
        phoneNumber,
      });
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${redirect}#idToken=${idToken}&channel=${channel}`, 303);
    },
  );
}
