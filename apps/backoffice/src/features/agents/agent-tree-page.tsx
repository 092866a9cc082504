import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { AgentTreeNode } from '@platform/contract/agents-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../components/error-text.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useCan } from '../auth/api/use-me.ts';
import { useAgentTree } from './api/use-agent-tree.ts';
import { MoveDialog } from './move-dialog.tsx';

/** The merchant's agents and their downline, opened a level at a time. */
export function AgentTreePage() {
  const { t } = useTranslation();
  const [moving, setMoving] = useState<AgentTreeNode | null>(null);
  return (
    <>
      <PageHeader title={t('agents.title')} />
      <Text c="dimmed" mb="md">
        {t('agents.hint')}
      </Text>
      <Paper withBorder p="sm">
        <Level parentId={undefined} depth={0} onMove={setMoving} />
      </Paper>
      {moving && <MoveDialog node={moving} onClose={() => setMoving(null)} />}
    </>
  );
}

function Level(props: {
  parentId: number | undefined;
  depth: number;
  onMove: (node: AgentTreeNode) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const level = useAgentTree(props.parentId);
  if (level.isLoading) return <Loader size="xs" m="xs" />;
  if (level.error) return <Alert color="red">{errorText(level.error)}</Alert>;
  if (level.data?.list.length === 0)
    return (
      <Text c="dimmed" size="sm" pl={props.depth * 24}>
        {t('common.empty')}
      </Text>
    );
  return (
    <List listStyleType="none" spacing={2}>
      {level.data?.list.map((node) => (
        <Node key={node.id} node={node} depth={props.depth} onMove={props.onMove} />
      ))}
      {level.data?.more && (
        <List.Item c="dimmed" pl={props.depth * 24}>
          {t('agents.more')}
        </List.Item>
      )}
    </List>
  );
}

function Node(props: { node: AgentTreeNode; depth: number; onMove: (node: AgentTreeNode) => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState(false);
  const { node } = props;
  const hasDownline = node.downlineCount > 0;
  return (
    <List.Item>
      <Group gap="xs" pl={props.depth * 24} py={4} wrap="nowrap">
        <UnstyledButton
          w={20}
          disabled={!hasDownline}
          onClick={() => setOpen(!open)}
          aria-expanded={hasDownline ? open : undefined}
          aria-label={t(open ? 'agents.collapse' : 'agents.expand', { account: node.account })}
        >
          {hasDownline ? (open ? '▾' : '▸') : '·'}
        </UnstyledButton>
        <Anchor component={Link} to={`/players/${node.id}`} fw={500}>
          {node.account}
        </Anchor>
        <Badge variant="light" color={node.type === 0 ? 'gray' : 'indigo'}>
          {t(`agents.types.${node.type}`, { defaultValue: String(node.type) })}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('agents.downline', { count: node.downlineCount })}
        </Text>
        {can('members.write') && (
          <Button size="compact-xs" variant="subtle" onClick={() => props.onMove(node)}>
            {t('agents.change')}
          </Button>
        )}
      </Group>
      {open && <Level parentId={node.id} depth={props.depth + 1} onMove={props.onMove} />}
    </List.Item>
  );
}
