import {
  AGENT_TEAM_REPORT_PATHS,
  type UserLoss,
  type UserLossQuery,
} from '@platform/contract/agent-team-reports';
import { type TeamReportAsk, useTeamReport } from './team-report-query.ts';

export type UserLossFilters = Pick<UserLossQuery, 'account' | 'level' | 'category' | 'vendorCode'>;

/** Spec §2 user loss: the downline's members who lost over the days, biggest loss first. */
export const useUserLoss = (ask: TeamReportAsk<UserLossFilters>) =>
  useTeamReport<UserLoss>(AGENT_TEAM_REPORT_PATHS.userLoss, ask);
