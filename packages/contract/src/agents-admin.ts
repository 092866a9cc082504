import { z } from 'zod';
import { AGENT_TYPES } from './account-constants.ts';
import { SmallIdParamSchema, SmallIdSchema } from './ids.ts';
import { text } from './text.ts';

/*
 * The operator's agent tree (back office): one level at a time, so a tree of any size costs one
 * page per branch opened; moving a member under an agent and setting a member's agent type.
 */

/** The children of one member, or the top of the tree (agents with no upline) without `parentId`. */
export const AgentTreeQuerySchema = z.strictObject({ parentId: SmallIdParamSchema.optional() });
export type AgentTreeQuery = z.infer<typeof AgentTreeQuerySchema>;

export const AgentTreeNodeSchema = z.object({
  id: z.number().int(),
  account: text(),
  nickname: text(),
  /** Spec §3: 0 member, 1/2/41/42 agent, 4 trial. */
  type: z.number().int(),
  /** Direct downline: members whose upline this is. */
  downlineCount: z.number().int(),
});
export type AgentTreeNode = z.infer<typeof AgentTreeNodeSchema>;

/** At most this many children are listed under one node; the screen says when there are more. */
export const AGENT_TREE_PAGE = 500;
export const AgentTreeSchema = z.object({ list: z.array(AgentTreeNodeSchema), more: z.boolean() });
export type AgentTree = z.infer<typeof AgentTreeSchema>;

/** Moves a member under an agent, or to the top (no upline) with null. */
export const SetUplineSchema = z.strictObject({
  uplineId: SmallIdSchema.nullable(),
});
export type SetUplineInput = z.infer<typeof SetUplineSchema>;

/** The types an operator may give: a plain member, or one of the agent types. */
export const ASSIGNABLE_MEMBER_TYPES = [0, ...AGENT_TYPES] as const;
export const SetMemberTypeSchema = z.strictObject({
  type: z
    .number()
    .int()
    .refine(
      (type) => (ASSIGNABLE_MEMBER_TYPES as readonly number[]).includes(type),
      'A member (0) or an agent type',
    ),
});
export type SetMemberTypeInput = z.infer<typeof SetMemberTypeSchema>;
