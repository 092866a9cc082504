import type { Contract, ContractAction } from '@platform/contract/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/notice.ts';
import { useProcessContract } from '../api/use-process-contract.ts';
import styles from './contracts.module.css';

/** Which of my contracts a list holds: those I offered my downline, or those offered to me. */
export type ContractSide = 'given' | 'received';

/** My party to the contracts of a side: the upline of those I gave, the downline of those I hold. */
const partyOf = (side: ContractSide) => (side === 'given' ? 'upline' : 'downline');

/** Who is on the other end of a contract: the agent it pays, or who offered it (null: the site). */
export const otherPartyOf = (contract: Contract, side: ContractSide) =>
  side === 'given' ? contract.member.account : (contract.offeredBy?.account ?? null);

/** What I may do with a contract now; the termination answers only on the other side's request. */
export type RowAction = 'accept' | 'reject' | 'terminate' | 'accept_termination' | 'reject_termination';

const API_ACTION: Record<RowAction, ContractAction> = {
  accept: 'accept',
  reject: 'reject',
  terminate: 'terminate',
  accept_termination: 'accept',
  reject_termination: 'reject',
};

/** Actions that end a contract or ask to: confirmed first. */
const CONFIRMED = new Set<RowAction>(['terminate', 'accept_termination']);

export function actionsOf(contract: Contract, side: ContractSide): RowAction[] {
  if (contract.status === 'pending') return side === 'received' ? ['accept', 'reject'] : [];
  if (contract.status !== 'active') return [];
  if (contract.terminationRequestedBy === null) return ['terminate'];
  return contract.terminationRequestedBy === partyOf(side)
    ? []
    : ['accept_termination', 'reject_termination'];
}

/** An offer to me, or the other side's request to end a contract: what the contract modal lists. */
export const awaitsMyAnswer = (contract: Contract, side: ContractSide) =>
  actionsOf(contract, side).some((action) => action !== 'terminate');

/** A rate in basis points as a percentage with two decimals, in the reader's digits: 1250 is 12.50%. */
export function useRateText(): (rateBp: number) => string {
  const language = useLanguage();
  return (rateBp) => `${formatMoney(rateBp, 2, language)}%`;
}

/** The terms in one line: "Dividend · Weekly · 12.50%". */
export function useTermsText(): (contract: Pick<Contract, 'kind' | 'period' | 'rateBp'>) => string {
  const { t } = useTranslation('pages');
  const rate = useRateText();
  return (contract) =>
    [
      t(`agent.contracts.kinds.${contract.kind}`),
      t(`agent.contracts.periods.${contract.period}`),
      rate(contract.rateBp),
    ].join(' · ');
}

/**
 * The status of a contract, and on an active one which side asked to end it. Who asked is told
 * from my side of the list.
 */
export function ContractStatus({ contract, side }: { contract: Contract; side: ContractSide }) {
  const { t } = useTranslation('pages');
  const asked = contract.status === 'active' ? contract.terminationRequestedBy : null;
  return (
    <span className={styles.status}>
      <span className={styles.badge} data-status={contract.status}>
        {t(`agent.contracts.statuses.${contract.status}`)}
      </span>
      {asked ? (
        <span className={styles.note}>
          {t(asked === partyOf(side) ? 'agent.contracts.asked_by_you' : 'agent.contracts.asked_by_other')}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The buttons a contract's state allows me, each sending spec §7 process contract. Asking to end a
 * contract and agreeing to end it are confirmed first; a refusal is said beside the buttons.
 */
export function ContractActions({
  contract,
  side,
  onDone,
}: {
  contract: Contract;
  side: ContractSide;
  onDone?: (action: RowAction) => void;
}) {
  const { t } = useTranslation('pages');
  const process = useProcessContract();
  const [asking, setAsking] = useState<RowAction | null>(null);
  const actions = actionsOf(contract, side);
  const other = otherPartyOf(contract, side) ?? t('agent.contracts.site');
  const kind = t(`agent.contracts.kinds.${contract.kind}`);

  if (actions.length === 0)
    return contract.status === 'pending' ||
      (contract.status === 'active' && contract.terminationRequestedBy !== null) ? (
      <span className={styles.note}>{t('agent.contracts.actions.waiting')}</span>
    ) : null;

  const send = (action: RowAction) => {
    if (process.isPending) return;
    process.mutate(
      { contractId: contract.id, action: API_ACTION[action] },
      {
        onSuccess: () => {
          setAsking(null);
          showToast(t(`agent.contracts.done.${action}`));
          onDone?.(action);
        },
        onError: () => setAsking(null),
      },
    );
  };
  const sending = process.isPending ? process.variables : undefined;

  return (
    <span className={styles.actions}>
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'accept' || action === 'accept_termination' ? 'primary' : 'secondary'}
          busy={sending !== undefined && !asking && sending.action === API_ACTION[action]}
          disabled={sending !== undefined}
          aria-label={t('agent.contracts.actions.label', {
            action: t(`agent.contracts.actions.${action}`),
            kind,
            account: other,
          })}
          onClick={() => (CONFIRMED.has(action) ? setAsking(action) : send(action))}
        >
          {t(`agent.contracts.actions.${action}`)}
        </Button>
      ))}
      {process.isError ? (
        <span className={styles.error} role="alert">
          {apiErrorMessage(process.error, t)}
        </span>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        message={asking ? t(`agent.contracts.confirm.${asking}`, { kind, account: other }) : ''}
        busy={process.isPending}
        onConfirm={() => asking && send(asking)}
        onCancel={() => setAsking(null)}
      />
    </span>
  );
}
