import { Badge, Group, Modal, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import {
  RISK_ACTIONS,
  type RiskAction,
  RiskActionInputSchema,
  type RiskSignal,
} from '@platform/contract/risk-admin';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { formatMoment, formatMoney } from '../../lib/format.ts';
import { useActOnRiskSignal } from './api/use-risk-signals.ts';
import { signalSummary } from './signal-summary.ts';

/** One signal opened: its evidence, its members with what is restricted of each, and the action form. */
export function SignalReview(props: { signal: RiskSignal; exponent: number; onClose: () => void }) {
  const { signal, exponent } = props;
  const { t } = useTranslation();
  const act = useActOnRiskSignal();
  const accountOf = new Map(signal.members.map((member) => [member.id, member.account]));
  const form = useContractForm(RiskActionInputSchema, {
    action: 'hold-withdrawals',
    memberId: signal.members.length === 1 ? signal.members[0]?.id : undefined,
    reason: '',
  });
  const { errors, isSubmitting } = form.formState;
  const action = form.watch('action');
  const { submit, saved } = useFormSubmit(form, (body) => act.mutateAsync({ id: signal.id, body }));

  return (
    <Modal opened onClose={props.onClose} title={t(`risk.rules.${signal.rule}`)} size="xl" centered>
      <Stack>
        <Text>{signalSummary(t, signal, exponent)}</Text>
        <Text size="sm" c="dimmed">
          {t('risk.keyedBy', { subject: signal.subject, period: signal.period })}
        </Text>
        <Title order={4}>{t('risk.players')}</Title>
        <Group gap="xs">
          {signal.members.map((member) => (
            <Group key={member.id} gap={4}>
              <Text fw={500}>{member.account}</Text>
              {member.status !== 'active' && (
                <Badge color="red">{t(`risk.memberStatus.${member.status}`)}</Badge>
              )}
              {member.withdrawalsHeld && <Badge color="orange">{t('risk.withdrawalsHeld')}</Badge>}
              {member.bonusesRestricted && <Badge color="grape">{t('risk.bonusesRestricted')}</Badge>}
            </Group>
          ))}
        </Group>
        <Title order={4}>{t('risk.evidence')}</Title>
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('risk.evidence')}>
            <Table.Thead>
              <Table.Tr>
                {['at', 'kind', 'player', 'amount', 'where', 'bankAccount', 'reference'].map((name) => (
                  <Table.Th key={name}>{t(`risk.factColumns.${name}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {signal.facts.map((fact, index) => (
                // Facts have no id of their own; their order is the evidence's.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                <Table.Tr key={index}>
                  <Table.Td>{formatMoment(fact.at)}</Table.Td>
                  <Table.Td>{t(`risk.facts.${fact.kind}`)}</Table.Td>
                  <Table.Td>{accountOf.get(fact.memberId) ?? fact.memberId}</Table.Td>
                  <Table.Td ta="right">
                    {fact.amount === null ? '' : formatMoney(fact.amount, exponent)}
                  </Table.Td>
                  <Table.Td>{[fact.ip, fact.userAgent].filter(Boolean).join(' · ')}</Table.Td>
                  <Table.Td>{fact.bankAccount ?? ''}</Table.Td>
                  <Table.Td>
                    {fact.kind === 'login' && fact.reference
                      ? t('risk.loginCount', { count: Number(fact.reference) })
                      : (fact.reference ?? '')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {signal.decisionNote && (
          <Text size="sm">
            {t('risk.lastDecision', { note: signal.decisionNote, at: formatMoment(signal.decidedAt) })}
          </Text>
        )}
        <form onSubmit={submit} noValidate>
          <Stack>
            <Group grow align="flex-start">
              <Controller
                control={form.control}
                name="action"
                render={({ field }) => (
                  <Select
                    label={t('risk.action')}
                    allowDeselect={false}
                    value={field.value}
                    onChange={(value) => field.onChange(value as RiskAction)}
                    data={RISK_ACTIONS.map((value) => ({ value, label: t(`risk.actions.${value}`) }))}
                  />
                )}
              />
              {action !== 'dismiss' && (
                <Controller
                  control={form.control}
                  name="memberId"
                  render={({ field }) => (
                    <Select
                      label={t('risk.player')}
                      value={field.value === undefined ? null : String(field.value)}
                      onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
                      error={errors.memberId?.message}
                      data={signal.members.map((member) => ({
                        value: String(member.id),
                        label: member.account,
                      }))}
                    />
                  )}
                />
              )}
            </Group>
            <Textarea
              label={t('risk.reason')}
              autosize
              minRows={2}
              maxLength={200}
              error={errors.reason?.message}
              {...form.register('reason')}
            />
            <FormFooter
              error={errors.root?.message}
              saved={saved}
              saving={isSubmitting}
              submitLabel={t(`risk.actions.${action}`)}
              submitColor={action === 'close-account' ? 'red' : undefined}
              onCancel={props.onClose}
            />
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
