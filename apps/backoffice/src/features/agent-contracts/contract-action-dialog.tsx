import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Contract } from '@platform/contract/agent-contracts';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../components/error-text.ts';
import { type AdminContractAction, useProcessContract } from './api/use-process-contract.ts';
import { rateText } from './contract-values.tsx';

/** Asks before acting on a contract: what the action does, then sends it (members.write, audited). */
export function ContractActionDialog(props: {
  contract: Contract;
  action: AdminContractAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const process = useProcessContract();
  const { contract, action } = props;
  const words = {
    account: contract.member.account,
    kind: t(`agentContracts.kinds.${contract.kind}`),
    rate: rateText(contract.rateBp),
  };
  return (
    <Modal opened onClose={props.onClose} centered title={t(`agentContracts.confirm.${action}.title`, words)}>
      <Stack>
        <Text size="sm">{t(`agentContracts.confirm.${action}.body`, words)}</Text>
        {process.error && <Alert color="red">{errorText(process.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color={action === 'end' || action === 'terminate' ? 'red' : undefined}
            loading={process.isPending}
            onClick={() => process.mutate({ contractId: contract.id, action }, { onSuccess: props.onClose })}
          >
            {t(`agentContracts.confirm.${action}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
