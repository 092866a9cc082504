import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberTree } from './member-tree.tables.ts';

// Questions about the agent tree, answered from the closure table (member-tree.tables.ts) in one
// indexed read each, however deep the tree.

/** Whether `descendantId` sits anywhere below `ancestorId` (not the member itself). */
export async function isBelow(db: Database, ancestorId: number, descendantId: number): Promise<boolean> {
  const [link] = await db
    .select({ depth: memberTree.depth })
    .from(memberTree)
    .where(
      and(
        eq(memberTree.ancestorId, ancestorId),
        eq(memberTree.descendantId, descendantId),
        gt(memberTree.depth, 0),
      ),
    )
    .limit(1);
  return link !== undefined;
}

/** Whether `memberId` is `otherId` or above it: putting `memberId` under `otherId` would make a loop. */
export async function isAncestorOrSelf(db: Database, memberId: number, otherId: number): Promise<boolean> {
  return memberId === otherId || (await isBelow(db, memberId, otherId));
}
