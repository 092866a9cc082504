import type { Contract } from '@platform/contract/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DataList } from '../../../components/ui/data-list.tsx';
import type { DataColumn } from '../../../components/ui/data-table.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { type Currency, Money, useCurrency } from '../../wallet/index.ts';
import { useContractPolicy } from '../api/use-contract-policy.ts';
import { useContracts } from '../api/use-contracts.ts';
import {
  ContractActions,
  type ContractSide,
  ContractStatus,
  otherPartyOf,
  useRateText,
} from './contract-terms.tsx';
import styles from './contracts.module.css';
import { OfferContractForm } from './offer-contract-form.tsx';

const SIDES: readonly ContractSide[] = ['received', 'given'];

/** Why a contract ended, in words; a reason this screen does not know is shown as the server gave it. */
const END_REASONS = new Set(['agreed', 'operator', 'uplineRateLowered', 'uplineContractEnded']);

/** The thresholds a team must reach in a period before the contract pays anything. */
function Thresholds({ contract, currency }: { contract: Contract; currency: Currency }) {
  const { t } = useTranslation('pages');
  return (
    <dl className={styles.terms}>
      <div>
        <dt>{t('agent.contracts.thresholds.active')}</dt>
        <dd>{contract.minActiveMembers}</dd>
      </div>
      <div>
        <dt>{t('agent.contracts.thresholds.valid_bet')}</dt>
        <dd>
          <Money minor={contract.minValidBet} currency={currency} />
        </dd>
      </div>
      {contract.kind === 'dividend' ? (
        <div>
          <dt>{t('agent.contracts.thresholds.net_loss')}</dt>
          <dd>
            <Money minor={contract.minNetLoss} currency={currency} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function useContractColumns(side: ContractSide, currency: Currency): DataColumn<Contract>[] {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const rate = useRateText();
  const when = (iso: string | null) =>
    iso ? <span className={styles.nowrap}>{formatDateTime(iso, language)}</span> : '—';
  return [
    {
      key: 'party',
      header: t(side === 'given' ? 'agent.contracts.columns.member' : 'agent.contracts.columns.offered_by'),
      cell: (row) => otherPartyOf(row, side) ?? t('agent.contracts.site'),
    },
    {
      key: 'kind',
      header: t('agent.contracts.columns.kind'),
      cell: (row) => t(`agent.contracts.kinds.${row.kind}`),
    },
    {
      key: 'period',
      header: t('agent.contracts.columns.period'),
      cell: (row) => t(`agent.contracts.periods.${row.period}`),
    },
    {
      key: 'rate',
      header: t('agent.contracts.columns.rate'),
      numeric: true,
      cell: (row) => rate(row.rateBp),
    },
    {
      key: 'thresholds',
      header: t('agent.contracts.columns.thresholds'),
      cell: (row) => <Thresholds contract={row} currency={currency} />,
    },
    {
      key: 'status',
      header: t('agent.contracts.columns.status'),
      cell: (row) => <ContractStatus contract={row} side={side} />,
    },
    { key: 'started', header: t('agent.contracts.columns.started'), cell: (row) => when(row.startedAt) },
    { key: 'ended', header: t('agent.contracts.columns.ended'), cell: (row) => when(row.endedAt) },
    {
      key: 'endReason',
      header: t('agent.contracts.columns.end_reason'),
      cell: (row) =>
        row.endReason === null
          ? '—'
          : END_REASONS.has(row.endReason)
            ? t(`agent.contracts.end_reasons.${row.endReason}`)
            : row.endReason,
    },
    {
      key: 'actions',
      header: t('agent.contracts.columns.actions'),
      cell: (row) => <ContractActions contract={row} side={side} />,
    },
  ];
}

/** One side's contracts, a page at a time. */
function ContractList({ side, currency }: { side: ContractSide; currency: Currency | undefined }) {
  const { t } = useTranslation('pages');
  const [page, setPage] = useState(1);
  const contracts = useContracts({ side, pageNo: page });
  const columns = useContractColumns(side, currency ?? { currencySymbol: '', currencyExponent: 0 });
  return (
    <div className={styles.scroll}>
      <DataList
        query={contracts}
        rows={(data) => data.list}
        ready={currency !== undefined}
        columns={columns}
        rowKey={(row) => String(row.id)}
        emptyIcon="inbox"
        paging={(data) => (
          <Pagination
            page={page}
            pages={data.totalPages}
            onPage={setPage}
            marginPages={1}
            pageRange={5}
            label={t('agent.contracts.pages')}
          />
        )}
      />
    </div>
  );
}

/**
 * Spec §4 contracts: those offered to me (accept or reject an offer; ask to end one, or answer the
 * upline's request to) and those I offered my direct downline, with the offer form. Listed in the
 * agent centre only while the merchant has contracts switched on.
 */
export default function ContractsSection() {
  const { t } = useTranslation('pages');
  const currency = useCurrency();
  const policy = useContractPolicy();
  const [side, setSide] = useState<ContractSide>('received');
  const [offering, setOffering] = useState(false);
  return (
    <div className={styles.stack}>
      <p className={styles.hint}>{t('agent.contracts.hint')}</p>
      <div className={styles.bar}>
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('agent.contracts.sides')}</legend>
          {SIDES.map((one) => (
            <Button
              key={one}
              size="sm"
              variant={side === one ? 'primary' : 'secondary'}
              aria-pressed={side === one}
              onClick={() => setSide(one)}
            >
              {t(`agent.contracts.${one}`)}
            </Button>
          ))}
        </fieldset>
        {offering ? null : (
          <Button size="sm" variant="violet" onClick={() => setOffering(true)}>
            {t('agent.contracts.offer.open')}
          </Button>
        )}
      </div>
      {offering && currency && policy.data ? (
        <OfferContractForm
          currency={currency}
          enableSalary={policy.data.enableSalary}
          onDone={(offered) => {
            setOffering(false);
            // The new offer waits in the downline's list.
            if (offered) setSide('given');
          }}
        />
      ) : null}
      {/* Another side starts on its first page. */}
      <ContractList key={side} side={side} currency={currency} />
    </div>
  );
}
