import type { MemberNote, MemberNoteList, MemberNoteListQuery } from '@platform/contract/members-admin';
import { count, desc, eq } from 'drizzle-orm';
import { COUNT_LIMIT, cappedTotals } from '../../db/capped-count.ts';
import type { Database } from '../../db/client.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { operators } from '../operators/operators.tables.ts';
import { memberNotes } from './member-notes.tables.ts';
import { findMemberById } from './members.service.ts';

interface NotesDeps {
  db: Database;
  now: () => Date;
}

/** The member's notes, newest first, with who wrote each; null for no member of this merchant. */
export async function listMemberNotes(
  deps: NotesDeps,
  input: { merchantId: number; memberId: number } & MemberNoteListQuery,
): Promise<MemberNoteList | null> {
  const member = await findMemberById(deps.db, input.merchantId, input.memberId);
  if (!member) return null;
  const mine = eq(memberNotes.memberId, member.id);
  const [rows, counts] = await Promise.all([
    deps.db
      .select({
        id: memberNotes.id,
        body: memberNotes.body,
        operatorUsername: operators.username,
        createdAt: memberNotes.createdAt,
      })
      .from(memberNotes)
      .innerJoin(operators, eq(operators.id, memberNotes.operatorId))
      .where(mine)
      .orderBy(desc(memberNotes.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    deps.db
      .select({ n: count() })
      .from(
        deps.db.select({ id: memberNotes.id }).from(memberNotes).where(mine).limit(COUNT_LIMIT).as('notes'),
      ),
  ]);
  return {
    list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    ...cappedTotals(counts[0]?.n ?? 0, input.pageSize),
  };
}

/** Adds a note under the operator's name (audited); null for no member of this merchant. */
export function addMemberNote(
  deps: NotesDeps,
  input: { actor: AuditActor & { operatorId: number }; author: string; memberId: number; body: string },
): Promise<MemberNote | null> {
  return withAudit(deps, input.actor, async (tx) => {
    const member = await findMemberById(tx, input.actor.merchantId, input.memberId);
    if (!member) return { value: null, change: null };
    const [note] = await tx
      .insert(memberNotes)
      .values({
        merchantId: input.actor.merchantId,
        memberId: member.id,
        operatorId: input.actor.operatorId,
        body: input.body,
        createdAt: deps.now(),
      })
      .returning();
    if (!note) throw new Error('The note was not written');
    return {
      value: {
        id: note.id,
        body: note.body,
        operatorUsername: input.author,
        createdAt: note.createdAt.toISOString(),
      },
      change: {
        action: 'member.note',
        objectType: 'member',
        objectId: member.id,
        after: { noteId: note.id, body: note.body },
      },
    };
  });
}
