import type { AdminCustomerService } from '@platform/contract/content';
import type { LocalizedText } from '@platform/contract/i18n';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { cleanTexts, toPlainText } from '../content/html-sanitizer.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import type { SystemDeps } from './system.service.ts';
import { customerServiceEntries } from './system.tables.ts';

type EntryRow = typeof customerServiceEntries.$inferSelect;
type EntryInput = { csType?: string; title?: LocalizedText; path?: string; sortOrder?: number };
type Found = { ok: true; value: AdminCustomerService } | { ok: false; code: 'NOT_FOUND' | 'CONFLICT' };

const OBJECT_TYPE = 'customer_service';

/** Titles are plain text: markup is removed before storing, so any client may show them. */
function withPlainTitle<T extends EntryInput>(entry: T): T {
  return entry.title ? { ...entry, title: cleanTexts(entry.title, toPlainText) } : entry;
}

function adminView(row: EntryRow): AdminCustomerService {
  return {
    id: row.id,
    csType: row.csType,
    title: row.title as Record<string, string>,
    path: row.path,
    sortOrder: row.sortOrder,
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

/** The merchant's customer-service entries (spec §3), retired ones only when asked. */
export async function listCustomerServiceEntries(
  deps: Pick<SystemDeps, 'db'>,
  input: { merchantId: number; includeRetired: boolean },
): Promise<AdminCustomerService[]> {
  const rows = await deps.db
    .select()
    .from(customerServiceEntries)
    .where(
      and(
        eq(customerServiceEntries.merchantId, input.merchantId),
        input.includeRetired ? undefined : isNull(customerServiceEntries.retiredAt),
      ),
    )
    .orderBy(asc(customerServiceEntries.sortOrder), asc(customerServiceEntries.id));
  return rows.map(adminView);
}

/** Adds an entry (audited); the site shows it once the settings cache refreshes, here at once. */
export async function createCustomerServiceEntry(
  deps: SystemDeps,
  input: { actor: AuditActor; entry: Required<Omit<EntryInput, 'sortOrder'>> & { sortOrder?: number } },
): Promise<AdminCustomerService> {
  const view = await withAudit(deps, input.actor, async (tx) => {
    const [row] = await tx
      .insert(customerServiceEntries)
      .values({ ...withPlainTitle(input.entry), merchantId: input.actor.merchantId })
      .returning();
    const after = adminView(row!);
    return {
      value: after,
      change: { action: 'content.create', objectType: OBJECT_TYPE, objectId: row!.id, after },
    };
  });
  deps.caches.forget('settings', input.actor.merchantId);
  return view;
}

/**
 * Changes or retires an entry of the caller's merchant (audited). A retired entry is never served
 * and cannot change again.
 */
export async function changeCustomerServiceEntry(
  deps: SystemDeps,
  input: { actor: AuditActor; id: number; change: EntryInput | 'retire' },
): Promise<Found> {
  const outcome = await withAudit<Found>(deps, input.actor, async (tx) => {
    const [before] = await tx
      .select()
      .from(customerServiceEntries)
      .where(
        and(
          eq(customerServiceEntries.id, input.id),
          eq(customerServiceEntries.merchantId, input.actor.merchantId),
        ),
      )
      .for('update');
    if (!before) return { value: { ok: false, code: 'NOT_FOUND' }, change: null };
    if (before.retiredAt) {
      const value: Found =
        input.change === 'retire' ? { ok: true, value: adminView(before) } : { ok: false, code: 'CONFLICT' };
      return { value, change: null };
    }
    const retiring = input.change === 'retire';
    const [row] = await tx
      .update(customerServiceEntries)
      .set(retiring ? { retiredAt: deps.now() } : withPlainTitle(input.change as EntryInput))
      .where(eq(customerServiceEntries.id, before.id))
      .returning();
    const after = adminView(row!);
    return {
      value: { ok: true, value: after },
      change: {
        action: retiring ? 'content.retire' : 'content.update',
        objectType: OBJECT_TYPE,
        objectId: before.id,
        before: adminView(before),
        after,
      },
    };
  });
  deps.caches.forget('settings', input.actor.merchantId);
  return outcome;
}
