import { problemMessage } from '@platform/contract/form-schemas';
import { z } from 'zod';

/** Every filter a team list may have; each list names its own. */
export type TeamFilterField = 'account' | 'level' | 'category' | 'vendorCode' | 'kind';

/** The filter form's inputs as the fields hold them: text, '' for any. */
export type TeamFilterInput = Partial<Record<TeamFilterField, string>>;

/** A list's filter form: the fields it shows and the schema that reads them. */
export interface TeamFilters<Filters> {
  fields: readonly TeamFilterField[];
  schema: z.ZodType<Filters, TeamFilterInput>;
}

/**
 * The filters of a team list, read by the list's own query schema from the contract: the fields'
 * text (blank is any) goes through it, so the level is a number and the category, vendor and kind
 * are ones the server knows, before anything is asked. The days and the page are not the form's.
 */
export function teamFilters<Query extends object, Field extends TeamFilterField & keyof Query>(
  query: z.ZodType<Query>,
  fields: readonly Field[],
): TeamFilters<Pick<Query, Field>> {
  const text = z.string().optional();
  const schema = z
    .object({ account: text, level: text, category: text, vendorCode: text, kind: text })
    .transform((input, ctx) => {
      const asked: TeamFilterInput = {};
      for (const field of fields) {
        const value = input[field]?.trim();
        if (value) asked[field] = value;
      }
      const checked = query.safeParse(asked);
      if (checked.success) {
        const filters: Partial<Pick<Query, Field>> = {};
        for (const field of fields)
          if (checked.data[field] !== undefined) filters[field] = checked.data[field];
        return filters as Pick<Query, Field>;
      }
      // The choices are the contract's own, so only a typed account can be refused.
      for (const issue of checked.error.issues) {
        const field = fields.find((one) => one === issue.path[0]) ?? fields[0];
        const key = field === 'account' ? 'account_format' : 'filter_choice';
        ctx.addIssue({ code: 'custom', path: [field ?? 'account'], message: problemMessage({ key }) });
      }
      return z.NEVER;
    });
  return { fields, schema };
}
