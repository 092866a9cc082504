import { bigint, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { members } from './accounts.tables.ts';

/**
 * The agent tree as a closure table: one row per (ancestor, descendant) pair at any depth, and a
 * row (m, m, 0) for every member. A subtree is one indexed read instead of a recursive walk.
 *
 * Triggers on `members` keep it (migration 0019_member_tree): an insert adds the new member under
 * its upline's ancestors, a change of `upline_id` moves the whole subtree. So every path that
 * writes members (registration, the operator's move, the seed, test fixtures) keeps it true, and
 * no code writes it directly.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: bigint('descendant_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 0 for the member itself, 1 for a direct downline, and so on. */
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    // Upwards: a member's uplines (the move's unlinking, "is this member under that agent").
    index('member_tree_descendant').on(t.descendantId, t.depth),
  ],
);
