import type { Contract } from '@platform/contract/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useContractPolicy } from '../api/use-contract-policy.ts';
import { useContracts } from '../api/use-contracts.ts';
import {
  awaitsMyAnswer,
  ContractActions,
  type ContractSide,
  otherPartyOf,
  useTermsText,
} from './contract-terms.tsx';
import styles from './contracts.module.css';

/** Requests the modal lists at most of each kind; the agent centre lists them all. */
const MODAL_PAGE_SIZE = 50;

/**
 * The requests waiting for my answer: offers to me, and the other side's requests to end a
 * contract of either side. The server counts them (policy.awaitingMe) but lists contracts by side
 * and status, so they are read from the three lists that can hold one.
 */
function useAwaitingRequests(enabled: boolean) {
  const ask = { pageNo: 1, pageSize: MODAL_PAGE_SIZE };
  const lists: Array<{ side: ContractSide; query: ReturnType<typeof useContracts> }> = [
    { side: 'received', query: useContracts({ ...ask, side: 'received', status: 'pending' }, { enabled }) },
    { side: 'received', query: useContracts({ ...ask, side: 'received', status: 'active' }, { enabled }) },
    { side: 'given', query: useContracts({ ...ask, side: 'given', status: 'active' }, { enabled }) },
  ];
  const requests = lists.flatMap(({ side, query }) =>
    (query.data?.list ?? [])
      .filter((contract) => awaitsMyAnswer(contract, side))
      .map((contract): { contract: Contract; side: ContractSide } => ({ contract, side })),
  );
  const failed = lists.find(({ query }) => query.isError)?.query;
  return {
    requests,
    pending: lists.some(({ query }) => query.isPending),
    failed,
  };
}

/**
 * Spec §2 contract modal (logged-in agents only): when contract requests wait for my answer, they
 * are listed with their answers, over any page. Closing it leaves them for the agent centre; it
 * closes by itself once nothing waits. Never shown while the merchant has contracts off.
 */
export default function ContractModal() {
  const { t } = useTranslation('pages');
  const policy = useContractPolicy();
  const [dismissed, setDismissed] = useState(false);
  const { pathname, search } = useLocation();
  // The agent centre's contracts list the same requests with their answers: no modal over them.
  const onContracts = pathname === '/agentHome' && new URLSearchParams(search).get('tab') === 'contracts';
  const awaiting = policy.data?.enableContract ? policy.data.awaitingMe : 0;
  const wanted = !dismissed && !onContracts && awaiting > 0;
  const { requests, pending, failed } = useAwaitingRequests(wanted);
  const terms = useTermsText();
  if (!wanted) return null;
  const close = () => setDismissed(true);
  return (
    <Modal
      open
      onClose={close}
      title={t('agent.contracts.modal.title')}
      subtitle={t('agent.contracts.modal.lead', { count: awaiting })}
    >
      {failed ? (
        <ListError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : pending ? (
        <ListSkeleton rows={2} />
      ) : requests.length === 0 ? (
        <p className={styles.hint}>{t('agent.contracts.modal.none')}</p>
      ) : (
        <ul className={styles.requests}>
          {requests.map(({ contract, side }) => {
            const account = otherPartyOf(contract, side) ?? t('agent.contracts.site');
            return (
              <li key={contract.id} className={styles.request}>
                <p className={styles.requestTitle}>{terms(contract)}</p>
                <p className={styles.hint}>
                  {contract.status === 'pending'
                    ? t('agent.contracts.modal.offer', { account })
                    : t('agent.contracts.modal.termination', { account })}
                </p>
                <ContractActions contract={contract} side={side} />
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.modalActions}>
        <Link to="/agentHome?tab=contracts" className={buttonClass('secondary')} onClick={close}>
          {t('agent.contracts.modal.open_all')}
        </Link>
        <Button variant="ghost" onClick={close}>
          {t('agent.contracts.modal.later')}
        </Button>
      </div>
    </Modal>
  );
}
