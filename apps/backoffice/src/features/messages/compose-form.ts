import {
  ComposeMessageSchema,
  MESSAGE_TARGET_KINDS,
  type MessageAudience,
  OPERATOR_MESSAGE_KINDS,
} from '@platform/contract/messages';
import { z } from 'zod';

/**
 * The compose form as typed: the target's kind with its account or its two dates (local days, the
 * end day included). The title and body are the contract's own rules; `audienceOf` turns the form
 * into the contract's target, which the server checks again.
 */
export const ComposeFormSchema = z
  .object({
    kind: z.enum(OPERATOR_MESSAGE_KINDS),
    targetKind: z.enum(MESSAGE_TARGET_KINDS),
    account: z.string().trim().max(64),
    from: z.string(),
    to: z.string(),
    title: ComposeMessageSchema.shape.title,
    body: ComposeMessageSchema.shape.body,
  })
  .superRefine((values, ctx) => {
    const needs = (path: 'account' | 'from' | 'to') =>
      ctx.addIssue({ code: 'custom', path: [path], message: 'messages.required' });
    if ((values.targetKind === 'agentTree' || values.targetKind === 'member') && !values.account)
      needs('account');
    if (values.targetKind === 'registered') {
      if (!values.from) needs('from');
      if (!values.to) needs('to');
      if (values.from && values.to && values.from > values.to)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'messages.dateOrder' });
    }
  });
export type ComposeForm = z.input<typeof ComposeFormSchema>;

/** A local day's start as an instant; the end day is included, so it ends at the next day's start. */
function dayStart(day: string, plusDays = 0): string {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

export function audienceOf(values: z.output<typeof ComposeFormSchema>): MessageAudience {
  const target =
    values.targetKind === 'all'
      ? { kind: 'all' as const }
      : values.targetKind === 'registered'
        ? { kind: 'registered' as const, from: dayStart(values.from), to: dayStart(values.to, 1) }
        : values.targetKind === 'agentTree'
          ? { kind: 'agentTree' as const, agent: values.account }
          : { kind: 'member' as const, account: values.account };
  return { kind: values.kind, target };
}
