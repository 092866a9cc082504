import {
  AGENT_TEAM_REPORT_PATHS,
  type TeamTransactions,
  type TeamTransactionsQuery,
} from '@platform/contract/agent-team-reports';
import { type TeamReportAsk, useTeamReport } from './team-report-query.ts';

export type TeamTransactionsFilters = Pick<TeamTransactionsQuery, 'account' | 'level' | 'kind'>;

/** Spec §2 team transaction: the downline's cash movements, newest first. */
export const useTeamTransactions = (ask: TeamReportAsk<TeamTransactionsFilters>) =>
  useTeamReport<TeamTransactions>(AGENT_TEAM_REPORT_PATHS.teamTransactions, ask);
