import { TeamBetsQuerySchema, TeamTransactionsQuerySchema } from '@platform/contract/agent-team-reports';
import { describe, expect, it } from 'vitest';
import { teamFilters } from './team-filter-schema.ts';

const bets = teamFilters(TeamBetsQuerySchema, ['account', 'level', 'category', 'vendorCode']);
const problems = (result: ReturnType<typeof bets.schema.safeParse>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the team lists’ filter form', () => {
  it("reads the fields' text with the list's query schema: blanks are any, the level a number", () => {
    expect(
      bets.schema.parse({ account: ' player7 ', level: '3', category: '', vendorCode: 'PG', kind: 'bet' }),
    ).toEqual({ account: 'player7', level: 3, vendorCode: 'PG' });
    expect(bets.schema.parse({ account: '', level: '', category: '', vendorCode: '' })).toEqual({});
  });

  it('keeps only the filters its list has', () => {
    const transactions = teamFilters(TeamTransactionsQuerySchema, ['account', 'level', 'kind']);
    expect(transactions.schema.parse({ category: 'RNG', kind: 'deposit' })).toEqual({ kind: 'deposit' });
  });

  it('refuses what the server would, under the field it is about', () => {
    expect(problems(bets.schema.safeParse({ account: 'bad\u0000name' }))).toEqual([
      ['account', 'account_format'],
    ]);
    expect(problems(bets.schema.safeParse({ level: '21', vendorCode: 'pg soft' }))).toEqual([
      ['level', 'filter_choice'],
      ['vendorCode', 'filter_choice'],
    ]);
  });
});
