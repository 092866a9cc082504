import { Badge } from '@mantine/core';
import { MAX_RATE_BP } from '@platform/contract/agent-contracts';
import { minorToDecimal, parseAmount } from '@platform/contract/money-text';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatMoney } from '../../lib/format.ts';

// A rate is kept in basis points (50 is 0.50%) and shown and typed as a percentage with two
// decimals: basis points are hundredths of a percent, so a percentage is read exactly like money
// with two decimals, as text and never through a float ("0.29" is 29, not 28.999…).

/** A rate in the reader's way of writing numbers: "0.50%". */
export function rateText(rateBp: number): string {
  return `${formatMoney(rateBp, 2)}%`;
}

/** A rate as it stands in an input box: "0.50". */
export function rateInputText(rateBp: number): string {
  return minorToDecimal(rateBp, 2);
}

/** A percentage typed by the operator in basis points, or the word of its problem. */
function readPercent(text: string): { ok: true; rateBp: number } | { ok: false; problem: string } {
  const parsed = parseAmount(text.replace(/%\s*$/, ''), 2);
  if (!parsed.ok) return { ok: false, problem: parsed.problem === 'too_large' ? 'tooHigh' : parsed.problem };
  if (parsed.minor < 1) return { ok: false, problem: 'positive' };
  if (parsed.minor > MAX_RATE_BP) return { ok: false, problem: 'tooHigh' };
  return { ok: true, rateBp: parsed.minor };
}

/**
 * A percentage typed by the operator, read into basis points from 0.01% to 100%. Messages are
 * looked up when the form is checked, so they follow a language switch.
 */
export const percentInput = () =>
  z.string().transform((text, ctx) => {
    const read = readPercent(text);
    if (read.ok) return read.rateBp;
    ctx.addIssue({ code: 'custom', message: i18n.t(`agentContracts.rate.${read.problem}`) });
    return z.NEVER;
  });

/** The same, where an empty box means "none" (a kind not offered to an agent type). */
export const optionalPercentInput = () =>
  z.string().transform((text, ctx) => {
    if (text.trim() === '') return undefined;
    const read = readPercent(text);
    if (read.ok) return read.rateBp;
    ctx.addIssue({ code: 'custom', message: i18n.t(`agentContracts.rate.${read.problem}`) });
    return z.NEVER;
  });

const COLORS: Record<string, string> = {
  pending: 'yellow',
  active: 'green',
  rejected: 'red',
  terminated: 'gray',
  superseded: 'gray',
  paid: 'teal',
  belowThreshold: 'gray',
  held: 'orange',
};

/** A contract's or a payout's status in the reader's words, coloured by what it asks of the operator. */
export function AgentContractBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" style={{ width: 'max-content' }}>
      {t(`agentContracts.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}
