import { randomInt } from 'node:crypto';
import { COUNTRY_DIALING_CODES, MEMBER_TYPE } from '@platform/contract/account-constants';
import type { LoginPage } from '@platform/contract/accounts';
import { and, eq } from 'drizzle-orm';
import type { FirebaseChannel } from '../identity/identity.service.ts';
import { exclusionCode, identityExcluded } from '../responsible/exclusions.service.ts';
import { type AccountsDeps, limitAttempts, type MerchantScope, type RequestOrigin } from './accounts.deps.ts';
import { memberIdentities } from './accounts.tables.ts';
import { completeLogin, type LoginOutcome } from './login.service.ts';
import { findMemberById, findMemberByMobile, insertMember } from './members.service.ts';
import { normalizePhone } from './phone.ts';

const TRIALS_PER_IP_PER_HOUR = 10;
const KNOWN_CODES = new Set(Object.values(COUNTRY_DIALING_CODES));

/** Free play (FREEPLAY3): a trial member (type 4) with no password, logged in at once. */
export async function loginFreePlay(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: { origin: RequestOrigin },
): Promise<LoginOutcome> {
  if (!scope.modules.has('FREEPLAY3')) return { ok: false, code: 'FEATURE_DISABLED' };
  const limited = await limitAttempts(
    deps,
    `freeplay:${scope.merchant.id}:${input.origin.ip}`,
    TRIALS_PER_IP_PER_HOUR,
    3_600_000,
  );
  if (limited) return limited;
  const suffix = `${Date.now().toString(36)}${randomInt(1000, 10000)}`;
  const inserted = await insertMember(deps.db, {
    merchantId: scope.merchant.id,
    account: `trial_${suffix}`,
    nickname: `Guest${suffix.slice(-4).toUpperCase()}`,
    type: MEMBER_TYPE.TRIAL,
    registerIp: input.origin.ip,
    registerMethod: 'WEB',
    registerType: 'FREEPLAY',
    createdAt: deps.now(),
  });
  if (!inserted.ok) throw new Error(`trial account collided: ${inserted.code}`);
  return completeLogin(deps, scope, {
    member: inserted.member,
    loginType: 'FREEPLAY',
    loginPage: 'site',
    origin: input.origin,
    extraVerification: undefined,
  });
}

/**
 * Third-party sign-in (Google, Facebook, phone code through Firebase): the verified identity is
 * bound to one member; the first sign-in creates that member, with the phone number when the
 * provider proved one (or binds an existing member who verified the same number).
 */
export async function loginWithIdentity(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: {
    channel: FirebaseChannel;
    idToken: string;
    affiliateUplineId: number | null;
    registerUrl: string | undefined;
    domain: string | undefined;
    loginPage: LoginPage;
    origin: RequestOrigin;
  },
): Promise<LoginOutcome> {
  if (
    !scope.policy.identityProviders.includes(input.channel) ||
    !deps.identity.channels().includes(input.channel)
  )
    return { ok: false, code: 'FEATURE_DISABLED' };
  const verified = await deps.identity.verify(input.channel, input.idToken);
  if (!verified.ok) return { ok: false, code: verified.code };
  const { identity } = verified;
  const merchantId = scope.merchant.id;
  const [bound] = await deps.db
    .select({ memberId: memberIdentities.memberId })
    .from(memberIdentities)
    .where(
      and(
        eq(memberIdentities.merchantId, merchantId),
        eq(memberIdentities.provider, identity.provider),
        eq(memberIdentities.subject, identity.subject),
      ),
    );
  let member = bound ? await findMemberById(deps.db, merchantId, bound.memberId) : null;

  if (!member) {
    const phone = identity.phoneNumber ? splitE164(identity.phoneNumber) : null;
    const existing = phone
      ? await findMemberByMobile(deps.db, merchantId, phone.dialingCode, phone.mobileNum)
      : null;
    if (existing?.mobileVerified) member = existing;
    else {
      // An excluded person or device cannot come back through a provider either (an existing
      // member is refused at completeLogin).
      const who = {
        mobile: phone,
        email: identity.emailVerified ? identity.email : null,
        devices: input.origin.deviceId ? [input.origin.deviceId] : [],
      };
      const excluded = await identityExcluded(deps.db, merchantId, who, deps.now());
      if (excluded) return { ok: false, code: exclusionCode(excluded) };
      const inserted = await insertMember(deps.db, {
        merchantId,
        account: `${input.channel.toLowerCase().slice(0, 2)}_${identity.subject.replace(/[^A-Za-z0-9]/g, '').slice(-10)}${randomInt(100, 1000)}`,
        nickname: (identity.name ?? `Player${randomInt(100000, 1000000)}`).slice(0, 32),
        type: MEMBER_TYPE.MEMBER,
        email: identity.emailVerified ? identity.email : null,
        emailVerified: identity.emailVerified && identity.email !== null,
        countryDialingCode: existing ? null : (phone?.dialingCode ?? null),
        mobileNum: existing ? null : (phone?.mobileNum ?? null),
        mobileVerified: !existing && phone !== null,
        uplineId: input.affiliateUplineId,
        registerIp: input.origin.ip,
        registerDeviceId: input.origin.deviceId ?? null,
        registerUrl: input.registerUrl ?? null,
        domain: input.domain ?? null,
        registerMethod: 'WEB',
        registerType: input.channel,
        firebaseChannel: input.channel,
        createdAt: deps.now(),
      });
      if (!inserted.ok) return { ok: false, code: inserted.code };
      member = inserted.member;
    }
    await deps.db
      .insert(memberIdentities)
      .values({
        merchantId,
        provider: identity.provider,
        subject: identity.subject,
        memberId: member.id,
        createdAt: deps.now(),
      })
      .onConflictDoNothing();
  }
  return completeLogin(deps, scope, {
    member,
    loginType: 'FIREBASE',
    loginPage: input.loginPage,
    origin: input.origin,
    extraVerification: undefined,
  });
}

/** "+60123456789" → dialling code and national number, using the codes the platform knows. */
function splitE164(e164: string): { dialingCode: string; mobileNum: string } | null {
  const digits = e164.replace(/^\+/, '');
  for (const length of [1, 2, 3]) {
    const phone = normalizePhone(digits.slice(0, length), digits.slice(length));
    if (phone && KNOWN_CODES.has(phone.dialingCode)) return phone;
  }
  return null;
}
