import { isAgentType } from '@platform/contract/account-constants';
import { type Contract, type ContractKind, PERIODS_OF_KIND } from '@platform/contract/agent-contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AmountField,
  Form,
  SelectField,
  TextField,
  useContractForm,
} from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { type CodeProblems, useFormRequest } from '../../../lib/form-request.ts';
import { showToast } from '../../../lib/notice.ts';
import type { Currency } from '../../wallet/index.ts';
import { useOfferContract } from '../api/use-offer-contract.ts';
import { useTeamMembers } from '../api/use-team-members.ts';
import styles from './contracts.module.css';
import { OFFER_FIELDS, offerableKinds, offerFormSchema } from './offer-form-schema.ts';

/** The direct downline the picker reads at once: the server's longest page. */
const PICKER_PAGE_SIZE = 200;

/** Refusals that are about one field of the offer: said under it. */
const FIELD_OF_CODE: CodeProblems = {
  CONTRACT_TO_SELF: { field: 'memberId' },
  CONTRACT_DIRECT_DOWNLINE_ONLY: { field: 'memberId' },
  CONTRACT_RECIPIENT_NOT_AGENT: { field: 'memberId' },
  CONTRACT_OFFER_PENDING: { field: 'memberId' },
  CONTRACT_KIND_NOT_OFFERED: { field: 'kind' },
  CONTRACT_UPLINE_HAS_NONE: { field: 'kind' },
  CONTRACT_PERIOD_MISMATCH: { field: 'period' },
  CONTRACT_RATE_ABOVE_MAX: { field: 'rate' },
  CONTRACT_RATE_ABOVE_UPLINE: { field: 'rate' },
};

/** The agents of my direct downline, whom a contract may be offered to. */
function useDownlineAgents() {
  const members = useTeamMembers({ pageNo: 1 }, PICKER_PAGE_SIZE);
  const agents = (members.data?.list ?? []).filter(
    (member) => member.level === 1 && isAgentType(member.type),
  );
  return { agents, members };
}

/**
 * An offer of a contract to an agent of my direct downline: the kind (salaries only when the
 * merchant has them on), the kind's own periods, the rate as a percentage (sent in basis points)
 * and the thresholds the team must reach in a period (a net loss one for a dividend only).
 */
export function OfferContractForm({
  currency,
  enableSalary,
  onDone,
}: {
  currency: Currency;
  enableSalary: boolean;
  onDone: (offered: Contract | null) => void;
}) {
  const { t } = useTranslation('pages');
  const titleId = useId();
  const offer = useOfferContract();
  const { agents, members } = useDownlineAgents();
  const form = useContractForm(offerFormSchema({ exponent: currency.currencyExponent, enableSalary }), {
    defaultValues: {
      memberId: '',
      kind: 'dividend',
      period: PERIODS_OF_KIND.dividend[0],
      rate: '',
      minActiveMembers: '',
      minValidBet: '',
      minNetLoss: '',
    },
  });
  const request = useFormRequest(form);
  const kind = form.watch('kind') as ContractKind;
  const periods = PERIODS_OF_KIND[kind] ?? [];
  const { getValues, setValue } = form;

  // A kind has its own periods: a period of another kind gives way to the new kind's first.
  useEffect(() => {
    const own = PERIODS_OF_KIND[kind] ?? [];
    if (!own.some((period) => period === getValues('period'))) setValue('period', own[0] ?? '');
  }, [kind, getValues, setValue]);

  const submit = request.submit((values) => {
    if (offer.isPending) return;
    offer.mutate(values, {
      onSuccess: (contract) => {
        showToast(t('agent.contracts.offer.sent', { account: contract.member.account }));
        form.reset();
        onDone(contract);
      },
      onError: (error) => request.refused(error, OFFER_FIELDS, FIELD_OF_CODE),
    });
  });

  const memberHint = members.isError
    ? apiErrorMessage(members.error, t)
    : members.data && agents.length === 0
      ? t('agent.contracts.offer.no_agents')
      : members.data && members.data.totalPages > 1
        ? t('agent.contracts.offer.first_members', { count: PICKER_PAGE_SIZE })
        : undefined;

  return (
    <section aria-labelledby={titleId}>
      <Form form={form} onSubmit={submit} className={styles.form}>
        <h3 id={titleId} className={styles.formTitle}>
          {t('agent.contracts.offer.title')}
        </h3>
        <div className={styles.grid}>
          <SelectField
            name="memberId"
            label={t('agent.contracts.offer.member')}
            placeholder={t('agent.contracts.offer.member_placeholder')}
            options={agents.map((agent) => ({
              value: String(agent.id),
              label: agent.nickname ? `${agent.account} (${agent.nickname})` : agent.account,
            }))}
            hint={memberHint}
            required
          />
          <SelectField
            name="kind"
            label={t('agent.contracts.columns.kind')}
            options={offerableKinds(enableSalary).map((value) => ({
              value,
              label: t(`agent.contracts.kinds.${value}`),
            }))}
            required
          />
          <SelectField
            name="period"
            label={t('agent.contracts.columns.period')}
            options={periods.map((value) => ({ value, label: t(`agent.contracts.periods.${value}`) }))}
            disabled={periods.length < 2}
            required
          />
          <TextField
            name="rate"
            label={t('agent.contracts.offer.rate')}
            hint={t('agent.contracts.offer.rate_hint')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={8}
            trailing={<span aria-hidden="true">%</span>}
            required
          />
        </div>
        <p className={styles.hint}>{t('agent.contracts.offer.thresholds_hint')}</p>
        <div className={styles.grid}>
          <TextField
            name="minActiveMembers"
            label={t('agent.contracts.offer.min_active')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
            placeholder="0"
          />
          <AmountField
            name="minValidBet"
            label={t('agent.contracts.offer.min_valid_bet')}
            currency={currency}
            required={false}
            placeholder="0"
          />
          {kind === 'dividend' ? (
            <AmountField
              name="minNetLoss"
              label={t('agent.contracts.offer.min_net_loss')}
              currency={currency}
              required={false}
              placeholder="0"
            />
          ) : null}
        </div>
        {request.failure !== null ? (
          <p className={styles.formError} role="alert">
            {apiErrorMessage(request.failure, t)}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" busy={offer.isPending}>
            {t('agent.contracts.offer.submit')}
          </Button>
          <Button variant="ghost" onClick={() => onDone(null)}>
            {t('agent.contracts.offer.cancel')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
