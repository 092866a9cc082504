import { createHash } from 'node:crypto';
import type { ExclusionKind, ExclusionView, TakeExclusion } from '@platform/contract/responsible';
import { and, desc, eq, gt, isNull, lte, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberDeviceIds } from '../accounts/member-devices.service.ts';
import { findMemberById } from '../accounts/members.service.ts';
import {
  announceRevoked,
  markMemberSessionsRevoked,
  type SessionDeps,
} from '../accounts/sessions.service.ts';
import { excludedIdentities, responsibleExclusions } from './responsible.tables.ts';
import { exclusionEnd } from './responsible-rules.ts';

type Reader = Pick<Database, 'select'>;
type IdentityKind = (typeof excludedIdentities.$inferInsert)['kind'];

export interface Identities {
  /** The mobile number with its dialing code, as the member table keeps both. */
  mobile?: { dialingCode: string | null; mobileNum: string } | null;
  email?: string | null;
  idNumber?: string | null;
  /** Device ids (http/device-id.ts): the one registering, or those the excluded member used. */
  devices?: readonly string[];
}

/** Digests of who a person is, normalised so the same person matches however it was typed. */
function identityDigests(merchantId: number, who: Identities) {
  const digest = (kind: string, value: string) =>
    createHash('sha256').update(`${merchantId}:${kind}:${value}`).digest('hex');
  const found: { kind: IdentityKind; digest: string }[] = [];
  if (who.mobile?.mobileNum)
    found.push({
      kind: 'mobile',
      digest: digest('mobile', `${who.mobile.dialingCode ?? ''}${who.mobile.mobileNum}`),
    });
  if (who.email) found.push({ kind: 'email', digest: digest('email', who.email.trim().toLowerCase()) });
  if (who.idNumber)
    found.push({ kind: 'id_number', digest: digest('id', who.idNumber.replace(/[\s-]/g, '').toUpperCase()) });
  // The id is random and case-sensitive: kept as sent.
  for (const device of who.devices ?? []) found.push({ kind: 'device', digest: digest('device', device) });
  return found;
}

/**
 * An exclusion in force at some moment from `from` to `to`: started by `to` and not ended at
 * `from` (a permanent one never ends). `from` may be a column, such as when a message was sent.
 */
export const exclusionInForceBetween = (from: Date | SQLWrapper, to: Date) =>
  and(
    lte(responsibleExclusions.startsAt, to),
    or(isNull(responsibleExclusions.endsAt), gt(responsibleExclusions.endsAt, from)),
  );

/** An exclusion that has started and not ended at `now`. */
export const exclusionInForceAt = (now: Date) => exclusionInForceBetween(now, now);

/** The order that puts the exclusion ending last first, a permanent one before all. */
export const endingLastFirst = sql`${responsibleExclusions.endsAt} desc nulls first`;

/** The member's exclusion in force, the one ending last (a permanent one first); null when free to play. */
export async function exclusionInForce(
  db: Reader,
  memberId: number,
  now: Date,
): Promise<ExclusionView | null> {
  const [row] = await db
    .select()
    .from(responsibleExclusions)
    .where(and(eq(responsibleExclusions.memberId, memberId), exclusionInForceAt(now)))
    .orderBy(endingLastFirst)
    .limit(1);
  return row ? exclusionView(row) : null;
}

export function exclusionView(row: typeof responsibleExclusions.$inferSelect): ExclusionView {
  return { kind: row.kind, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null };
}

/** The refusal code of an exclusion's kind. */
export const exclusionCode = (kind: ExclusionKind) =>
  kind === 'timeout' ? ('TIMED_OUT' as const) : ('SELF_EXCLUDED' as const);

/** The refusal an excluded member gets, with when it ends. */
export function exclusionRefusal(exclusion: ExclusionView) {
  return { ok: false as const, code: exclusionCode(exclusion.kind), value: exclusion };
}

/**
 * The kind of exclusion in force that someone registering falls under as a person (or a device)
 * excluded here under another account; null when none.
 */
export async function identityExcluded(
  db: Reader,
  merchantId: number,
  who: Identities,
  now: Date,
): Promise<ExclusionKind | null> {
  const digests = identityDigests(merchantId, who);
  for (const { kind, digest } of digests) {
    const [hit] = await db
      .select({ kind: responsibleExclusions.kind })
      .from(excludedIdentities)
      .innerJoin(responsibleExclusions, eq(responsibleExclusions.id, excludedIdentities.exclusionId))
      .where(
        and(
          eq(excludedIdentities.merchantId, merchantId),
          eq(excludedIdentities.kind, kind),
          eq(excludedIdentities.digest, digest),
          or(isNull(excludedIdentities.endsAt), gt(excludedIdentities.endsAt, now)),
        ),
      )
      .limit(1);
    if (hit) return hit.kind;
  }
  return null;
}

/**
 * Takes a time-out or self-exclusion: from now, no login, deposit or bet until it ends, and every
 * session of the member ends at once (on every node). A self-exclusion also remembers who the
 * person is (mobile, e-mail, id number), so the same person cannot register again meanwhile; either
 * kind remembers the member's devices, so a new account cannot be opened from them until it ends
 * (a time-out too: its own mobile and e-mail are already taken, a new account's need not be).
 * Irrevocable: there is no undo.
 */
export async function takeExclusion(
  deps: SessionDeps,
  input: { merchantId: number; memberId: number; exclusion: TakeExclusion },
): Promise<ExclusionView> {
  const now = deps.now();
  const endsAt = exclusionEnd(input.exclusion.period, now);
  const member = await findMemberById(deps.db, input.merchantId, input.memberId);
  const devices = member ? await memberDeviceIds(deps.db, member) : [];
  const { row, revoked } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(responsibleExclusions)
      .values({
        merchantId: input.merchantId,
        memberId: input.memberId,
        kind: input.exclusion.kind,
        period: input.exclusion.period,
        startsAt: now,
        endsAt,
      })
      .returning();
    if (!row) throw new Error('an exclusion insert returned no row');
    const digests =
      input.exclusion.kind === 'self_exclusion' && member
        ? identityDigests(input.merchantId, {
            mobile: member.mobileNum
              ? { dialingCode: member.countryDialingCode, mobileNum: member.mobileNum }
              : null,
            email: member.email,
            idNumber: member.idNumber,
            devices,
          })
        : identityDigests(input.merchantId, { devices });
    if (digests.length)
      await tx
        .insert(excludedIdentities)
        .values(digests.map((d) => ({ ...d, merchantId: input.merchantId, exclusionId: row.id, endsAt })));
    const revoked = await markMemberSessionsRevoked(
      { db: tx as unknown as Database, now: deps.now },
      input.memberId,
    );
    return { row, revoked };
  });
  await announceRevoked(deps, revoked);
  return exclusionView(row);
}

/** A member's exclusions, newest first (the operator's player page). */
export function listMemberExclusions(db: Reader, memberId: number) {
  return db
    .select()
    .from(responsibleExclusions)
    .where(eq(responsibleExclusions.memberId, memberId))
    .orderBy(desc(responsibleExclusions.id))
    .limit(50);
}
