import { z } from 'zod';
import { AGENT_TYPES, isAgentType, MEMBER_TYPE } from './account-constants.ts';
import { checkFieldValue, standardRule } from './field-rules.ts';
import {
  accountNameProblem,
  checkedForm,
  type FormRules,
  formText,
  newAccountPasswordProblems,
} from './form-schemas.ts';
import { SmallIdParamSchema } from './ids.ts';
import { pagingFields } from './list-query.ts';
import { CountSchema, dayRangeQuery, MoneySchema, rangeFields } from './reports.ts';
import { text } from './text.ts';

// The agent centre (spec §2 agent centre menu): what an agent reads of its own team. Money in minor
// units over the merchant's local days; the team is the agent and everyone under it.

export const AGENT_CENTRE_PATHS = {
  /** Team overview: the whole team's figures and each direct downline's subtree, paged. */
  teamOverview: '/wps/agent/team/overview',
  /** Team management: one level of the agent's tree, or a search of its whole team by account. */
  teamMembers: '/wps/agent/team/members',
  /** Register centre: the agent's invitation (affiliate) code and the registration link carrying it. */
  invitation: '/wps/agent/invitation',
  /** Register centre: the agent creates an account (player or agent) directly under it (POST). */
  createMember: '/wps/agent/team/member',
} as const;

/** The shortcuts of the overview; weeks start on Monday, all in the merchant's calendar. */
export const TEAM_PERIODS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth'] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];

/** The longest chosen range after `from`: a quarter, like the operator's dashboard. */
export const TEAM_MAX_DAYS_AFTER = 92;

/**
 * The days of an agent-centre page: a shortcut, or a chosen range of days (both ends included), or
 * neither for today; with the page's own fields.
 */
export function teamDaysQuery<Fields extends z.ZodRawShape>(fields: Fields) {
  return dayRangeQuery(TEAM_MAX_DAYS_AFTER, {
    period: z.enum(TEAM_PERIODS).optional(),
    ...fields,
  }).refine(
    (q) => {
      // The fields as the check reads them: TypeScript cannot see them through the generic fields.
      const days = q as { period?: TeamPeriod; from?: string; to?: string };
      return !(days.period && (days.from || days.to));
    },
    { message: 'Choose a period or a range of days, not both', path: ['period'] },
  );
}

export const TeamOverviewQuerySchema = teamDaysQuery(pagingFields);
export type TeamOverviewQuery = z.infer<typeof TeamOverviewQuerySchema>;

/** A team's figures over the range: its size, its players and their money. */
export const TeamFiguresSchema = z.object({
  /** Members of the team (free-play visitors are none), registered at any time. */
  members: CountSchema,
  /** Of those, registered in the range. */
  newMembers: CountSchema,
  /** Of those, who placed a real-money bet in the range. */
  activeMembers: CountSchema,
  deposits: MoneySchema,
  withdrawals: MoneySchema,
  /** Real-money stakes, less bets the vendor rolled back. */
  validBets: MoneySchema,
  /** The members' wins less their stakes: negative when the team lost. */
  profitLoss: MoneySchema,
});
export type TeamFigures = z.infer<typeof TeamFiguresSchema>;

export const TeamOverviewSchema = z.object({
  ...rangeFields,
  /** The agent and everyone under it. */
  team: TeamFiguresSchema,
  /** A page of the agent's direct downline, each with its own subtree's figures, by account. */
  list: z.array(
    TeamFiguresSchema.extend({
      id: z.number().int(),
      account: text(),
      nickname: text(),
      type: z.number().int(),
    }),
  ),
  total: CountSchema,
  totalPages: CountSchema,
  /** The team's last 30 days up to the merchant's today, oldest first, whatever the range: the chart. */
  last30Days: z.array(
    z.object({ day: text(), deposits: MoneySchema, validBets: MoneySchema, profitLoss: MoneySchema }),
  ),
});
export type TeamOverview = z.infer<typeof TeamOverviewSchema>;
/** The chart's length in days. */
export const TEAM_CHART_DAYS = 30;
export type TeamOverviewRow = TeamOverview['list'][number];

/** A member of the agent's own tree; another tree's member answers as if it did not exist. */

/** The members directly under `parentId` (none: the agent itself), or those whose account starts with `account`. */
export const TeamMembersQuerySchema = z
  .strictObject({
    parentId: SmallIdParamSchema.optional(),
    account: text().trim().min(1).max(64).optional(),
    ...pagingFields,
  })
  .refine((q) => !(q.parentId && q.account), {
    message: 'Search the whole team or open one level, not both',
    path: ['account'],
  });
export type TeamMembersQuery = z.infer<typeof TeamMembersQuerySchema>;

export const TeamMemberSchema = z.object({
  id: z.number().int(),
  account: text(),
  nickname: text(),
  /** Spec §3: 0 member, 1/2/41/42 agent. */
  type: z.number().int(),
  /** Levels below the agent: 1 for its direct downline. */
  level: z.number().int().min(1),
  /** Members directly under this one. */
  downlineCount: CountSchema,
  /** Cash in the member's main wallet, minor units. */
  balance: MoneySchema,
  /** ISO instants. */
  lastLoginAt: text().nullable(),
  createdAt: text(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamMembersSchema = z.object({
  /** From the agent down to the level listed (just the agent at its own level; empty for a search). */
  path: z.array(z.object({ id: z.number().int(), account: text() })),
  list: z.array(TeamMemberSchema),
  total: CountSchema,
  totalPages: CountSchema,
});
export type TeamMembers = z.infer<typeof TeamMembersSchema>;

/** What an agent hands out: registrations with this code join directly under it (spec §4). */
export const AgentInvitationSchema = z.object({
  affiliateCode: text(),
  /** The site path that opens registration with the code filled in; the page adds its origin. */
  registerPath: text(),
});
export type AgentInvitation = z.infer<typeof AgentInvitationSchema>;

// ---- register centre: an account created by the agent ------------------------------------------

/**
 * The types an agent may give an account it creates: a player, or an agent of its own type (an
 * agent hands out no more than it holds). None for anyone who is no agent.
 */
export function creatableTypes(agentType: number): readonly number[] {
  return isAgentType(agentType) ? [MEMBER_TYPE.MEMBER, agentType] : [];
}

/**
 * What the register centre sends (strict, bounded like registration's fields). The operator's
 * username and password rules are applied by createMemberFormSchema, on the form and on the server.
 */
export const CreateMemberSchema = z.strictObject({
  username: text().trim().max(64),
  password: text().max(128),
  confirmPassword: text().max(128),
  nickname: text().trim().max(32).optional(),
  /** Spec §3: 0 a player, or an agent type; creatableTypes says which the caller may give. */
  type: z.literal([MEMBER_TYPE.MEMBER, ...AGENT_TYPES]),
});
export type CreateMemberInput = z.infer<typeof CreateMemberSchema>;

/** A nickname the agent gives follows the operator's nickname rule, or the stored 32 characters. */
const NICKNAME_RULE = standardRule('ANY', 1, 32, { required: false, shown: true });

/**
 * The register centre's form, checked by the registration rules (the same account name and
 * password checks the register form runs) with an optional nickname. The type is a select's text
 * on the form and a number on the wire.
 */
export function createMemberFormSchema(rules: FormRules) {
  return checkedForm(
    {
      username: formText('username'),
      password: formText('password'),
      confirmPassword: formText('confirmPassword'),
      nickname: formText('nickname'),
      type: z.coerce.number<string | number>().int(),
    },
    (values) => ({
      username: accountNameProblem(rules, values.username),
      ...newAccountPasswordProblems(rules, values.password, values.confirmPassword),
      nickname: checkFieldValue(
        'nickname',
        { ...(rules.nickname ?? NICKNAME_RULE), required: false, shown: true },
        values.nickname,
      ),
    }),
  );
}
