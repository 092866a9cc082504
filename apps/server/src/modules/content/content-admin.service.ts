import type {
  AdminContentItem,
  ContentAudience,
  ContentKind,
  LocalizedTexts,
  PopupExecution,
} from '@platform/contract/content';
import type { ErrorCode, FieldError } from '@platform/contract/errors';
import type { Language } from '@platform/contract/i18n';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postgresFailure } from '../../db/errors.ts';
import { type AuditActor, type AuditChange, withAudit } from '../operators/operators.service.ts';
import { type ContentRow, EXECUTION_AUDIENCE } from './content.service.ts';
import { contentItems } from './content.tables.ts';
import { cleanTexts, sanitizeContentHtml, toPlainText } from './html-sanitizer.ts';

export interface ContentAdminDeps {
  db: Database;
  now: () => Date;
}

export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; code: ErrorCode; message: string; fields?: FieldError[] };

const fail = (code: ErrorCode, message: string, field?: string): Outcome<never> => ({
  ok: false,
  code,
  message,
  ...(field ? { fields: [{ field: `body.${field}`, message }] } : {}),
});

/** An operator's create or update input, as the contract's schemas validated it. */
export type ContentInput = Record<string, unknown> & {
  startsAt?: string | null;
  endsAt?: string | null;
  sortOrder?: number;
  languages?: Language[];
  audience?: ContentAudience;
};

/** Kinds whose `content` is HTML (sanitized when stored); a notice's content is plain text. */
const HTML_KINDS: ReadonlySet<ContentKind> = new Set(['popup', 'promotion', 'help_article']);

type Columns = Partial<
  Pick<ContentRow, 'startsAt' | 'endsAt' | 'sortOrder' | 'languages' | 'audience' | 'slug'>
>;

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/**
 * Splits an input into the placement columns and the kind's own fields, cleaning texts on the way
 * in (HTML to the shared allow-list, titles and notices to plain text), so what is stored is safe
 * for any client. A pop-up's execution is its audience; a help article's slug is kept in a column
 * too, so the database keeps it unique. The demo seed stores through here as well.
 */
export function toStoredItem(
  kind: ContentKind,
  input: ContentInput,
): { columns: Columns; fields: Record<string, unknown> } {
  const { startsAt, endsAt, sortOrder, languages, audience, ...fields } = input;
  const columns: Columns = {
    startsAt: toDate(startsAt),
    endsAt: toDate(endsAt),
    sortOrder,
    languages,
    audience,
  };
  if (fields.title) fields.title = cleanTexts(fields.title as LocalizedTexts, toPlainText);
  if (fields.content)
    fields.content = cleanTexts(
      fields.content as LocalizedTexts,
      HTML_KINDS.has(kind) ? sanitizeContentHtml : toPlainText,
    );
  if (kind === 'popup' && fields.execution)
    columns.audience = EXECUTION_AUDIENCE[fields.execution as PopupExecution];
  if (kind === 'help_article' && fields.slug) columns.slug = fields.slug as string;
  if (kind === 'promotion' && fields.longTerm === true) columns.endsAt = null;
  for (const key of Object.keys(columns) as (keyof Columns)[])
    if (columns[key] === undefined) delete columns[key];
  return { columns, fields };
}

/** The rules that span fields, checked on the stored result, so an update cannot break them either. */
async function checkItem(
  tx: Database,
  merchantId: number,
  item: { kind: ContentKind; fields: Record<string, unknown>; startsAt: Date | null; endsAt: Date | null },
): Promise<Outcome<null>> {
  if (item.startsAt && item.endsAt && item.endsAt <= item.startsAt)
    return fail('VALIDATION_ERROR', 'The end must be after the start', 'endsAt');
  if (item.kind === 'promotion') {
    if (item.fields.longTerm === true && item.endsAt)
      return fail('VALIDATION_ERROR', 'A long-term promotion has no end', 'endsAt');
    const categoryIds = item.fields.categoryIds as number[];
    const known = await tx
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.merchantId, merchantId),
          eq(contentItems.kind, 'promotion_category'),
          inArray(contentItems.id, categoryIds),
          isNull(contentItems.retiredAt),
        ),
      );
    if (known.length !== new Set(categoryIds).size)
      return fail('VALIDATION_ERROR', 'Unknown promotion category', 'categoryIds');
  }
  return { ok: true, value: null };
}

function adminView(row: ContentRow): AdminContentItem {
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    fields: row.fields,
    audience: row.audience as ContentAudience,
    languages: row.languages as Language[],
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SLUG_TAKEN = 'content_items_live_slug';

/** A live help article already has this slug: the unique index answers, not a read before the write. */
async function orSlugConflict<T>(work: Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await work;
  } catch (error) {
    const failure = postgresFailure(error);
    if (failure?.code === '23505' && failure.constraint === SLUG_TAKEN)
      return fail('CONFLICT', 'Another live article has this slug', 'slug');
    throw error;
  }
}

/** The merchant's item of this kind, locked until the change commits; null when there is none. */
async function lockItem(
  tx: Database,
  input: { actor: AuditActor; kind: ContentKind; id: number },
): Promise<ContentRow | null> {
  const [row] = await tx
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.id, input.id),
        eq(contentItems.merchantId, input.actor.merchantId),
        eq(contentItems.kind, input.kind),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The merchant's items of one kind, newest order first by sort order; retired ones only when asked. */
export async function listContentItems(
  deps: ContentAdminDeps,
  input: { merchantId: number; kind: ContentKind; includeRetired: boolean },
): Promise<AdminContentItem[]> {
  const rows = await deps.db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.merchantId, input.merchantId),
        eq(contentItems.kind, input.kind),
        input.includeRetired ? undefined : isNull(contentItems.retiredAt),
      ),
    )
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.id));
  return rows.map(adminView);
}

/** Creates an item (audited). */
export async function createContentItem(
  deps: ContentAdminDeps,
  input: { actor: AuditActor; kind: ContentKind; input: ContentInput },
): Promise<Outcome<AdminContentItem>> {
  const { columns, fields } = toStoredItem(input.kind, input.input);
  return orSlugConflict(
    withAudit<Outcome<AdminContentItem>>(deps, input.actor, async (tx) => {
      const check = await checkItem(tx, input.actor.merchantId, {
        kind: input.kind,
        fields,
        startsAt: columns.startsAt ?? null,
        endsAt: columns.endsAt ?? null,
      });
      if (!check.ok) return { value: check, change: null };
      const now = deps.now();
      const [row] = await tx
        .insert(contentItems)
        .values({
          ...columns,
          merchantId: input.actor.merchantId,
          kind: input.kind,
          fields,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const view = adminView(row!);
      return {
        value: { ok: true, value: view },
        change: { action: 'content.create', objectType: input.kind, objectId: row!.id, after: view },
      };
    }),
  );
}

/** Writes a change to a locked item and describes it for the audit row. */
async function writeChange(
  tx: Database,
  before: ContentRow,
  action: 'content.update' | 'content.retire',
  set: Partial<typeof contentItems.$inferInsert>,
): Promise<{ value: Outcome<AdminContentItem>; change: AuditChange }> {
  const [row] = await tx.update(contentItems).set(set).where(eq(contentItems.id, before.id)).returning();
  const after = adminView(row!);
  return {
    value: { ok: true, value: after },
    change: { action, objectType: before.kind, objectId: before.id, before: adminView(before), after },
  };
}

/** Changes an item's fields, schedule, order or targeting (audited); each given field is replaced whole. */
export async function updateContentItem(
  deps: ContentAdminDeps,
  input: { actor: AuditActor; kind: ContentKind; id: number; input: ContentInput },
): Promise<Outcome<AdminContentItem>> {
  const { columns, fields } = toStoredItem(input.kind, input.input);
  return orSlugConflict(
    withAudit<Outcome<AdminContentItem>>(deps, input.actor, async (tx) => {
      const before = await lockItem(tx, input);
      if (!before) return { value: fail('NOT_FOUND', 'Not found'), change: null };
      if (before.retiredAt) return { value: fail('CONFLICT', 'A retired item cannot change'), change: null };
      const merged = { ...before.fields, ...fields };
      const check = await checkItem(tx, input.actor.merchantId, {
        kind: input.kind,
        fields: merged,
        startsAt: columns.startsAt === undefined ? before.startsAt : columns.startsAt,
        endsAt: columns.endsAt === undefined ? before.endsAt : columns.endsAt,
      });
      if (!check.ok) return { value: check, change: null };
      return writeChange(tx, before, 'content.update', { ...columns, fields: merged, updatedAt: deps.now() });
    }),
  );
}

/** Takes an item off the site for good (audited); retiring twice changes nothing more. */
export async function retireContentItem(
  deps: ContentAdminDeps,
  input: { actor: AuditActor; kind: ContentKind; id: number },
): Promise<Outcome<AdminContentItem>> {
  return withAudit<Outcome<AdminContentItem>>(deps, input.actor, async (tx) => {
    const before = await lockItem(tx, input);
    if (!before) return { value: fail('NOT_FOUND', 'Not found'), change: null };
    if (before.retiredAt) return { value: { ok: true, value: adminView(before) }, change: null };
    const now = deps.now();
    return writeChange(tx, before, 'content.retire', { retiredAt: now, updatedAt: now });
  });
}
