import {
  AGENT_TEAM_REPORT_PATHS,
  type TeamBets,
  type TeamBetsQuery,
} from '@platform/contract/agent-team-reports';
import { type TeamReportAsk, useTeamReport } from './team-report-query.ts';

export type TeamBetsFilters = Pick<TeamBetsQuery, 'account' | 'level' | 'category' | 'vendorCode'>;

/** Spec §2 team betting: the downline's rounds, newest first, with the sums of the filter. */
export const useTeamBets = (ask: TeamReportAsk<TeamBetsFilters>) =>
  useTeamReport<TeamBets>(AGENT_TEAM_REPORT_PATHS.teamBets, ask);
