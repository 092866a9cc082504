import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { GameFeedSchema, type GameImportResult } from '@platform/contract/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { formatCount } from '../../lib/format.ts';
import { useImportFeed } from './api/use-import-feed.ts';

// The feed as typed or read from a file, checked by the contract's feed schema before it is sent;
// the first problem names where in the feed it is.
const ImportFormSchema = z.object({
  feed: z.string().transform((text, ctx) => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!text.trim()) return refuse('games.import.empty');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return refuse('games.import.notJson');
    }
    const feed = GameFeedSchema.safeParse(json);
    if (feed.success) return feed.data;
    const [issue] = feed.error.issues;
    return refuse(`${issue?.path.join('.') || 'feed'}: ${issue?.message ?? ''}`);
  }),
});
const COUNTS = ['created', 'updated', 'unchanged', 'disabled'] as const;

/** A chosen file's text (FileReader: every browser, and jsdom in tests). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

function ImportSummary({ result }: { result: GameImportResult }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" role="status">
      <Title order={4} mb="sm">
        {t('games.import.result', { vendor: result.vendor })}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {COUNTS.map((count) => (
          <div key={count}>
            <Text size="xs" c="dimmed" tt="uppercase">
              {t(`games.import.${count}`)}
            </Text>
            <Text size="xl" fw={600} data-testid={`import-${count}`}>
              {formatCount(result[count])}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** Imports one vendor's game feed from a file or pasted text, and says what it changed. */
export function ImportPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const importFeed = useImportFeed();
  const [source, setSource] = useState<'file' | 'paste'>('file');
  const [file, setFile] = useState<File | null>(null);
  const form = useContractForm(ImportFormSchema, { feed: '' });
  const { errors } = form.formState;
  // Problems of the form itself are word keys; the feed's own come from zod, already in the reader's words.
  const feedProblem =
    errors.feed?.message && (i18n.exists(errors.feed.message) ? t(errors.feed.message) : errors.feed.message);

  const choose = (next: 'file' | 'paste') => {
    setSource(next);
    setFile(null);
    form.reset({ feed: '' });
    importFeed.reset();
  };
  const read = async (chosen: File | null) => {
    setFile(chosen);
    importFeed.reset();
    form.clearErrors();
    try {
      form.setValue('feed', chosen ? await readText(chosen) : '');
    } catch {
      form.setValue('feed', '');
      form.setError('feed', { message: 'games.import.unreadable' });
    }
  };
  const submit = form.handleSubmit(async ({ feed }) => {
    try {
      await importFeed.mutateAsync(feed);
    } catch (error) {
      form.setError('root', { message: errorText(error) });
    }
  });

  return (
    <>
      <PageHeader title={t('games.nav.import')} />
      <form onSubmit={submit} noValidate>
        <Stack maw={720}>
          <Text size="sm" c="dimmed">
            {t('games.import.hint')}
          </Text>
          <SegmentedControl
            aria-label={t('games.import.source')}
            value={source}
            onChange={(value) => choose(value as 'file' | 'paste')}
            data={[
              { value: 'file', label: t('games.import.file') },
              { value: 'paste', label: t('games.import.paste') },
            ]}
            disabled={importFeed.isPending}
            w="fit-content"
          />
          {source === 'file' ? (
            <FileInput
              label={t('games.import.fileLabel')}
              placeholder={t('games.import.filePlaceholder')}
              accept="application/json,.json"
              clearable
              value={file}
              onChange={(chosen) => void read(chosen)}
              error={feedProblem}
              disabled={importFeed.isPending}
            />
          ) : (
            <Textarea
              label={t('games.import.pasteLabel')}
              autosize
              minRows={8}
              maxRows={20}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              error={feedProblem}
              disabled={importFeed.isPending}
              {...form.register('feed')}
            />
          )}
          {errors.root && <Alert color="red">{errors.root.message}</Alert>}
          <Group>
            <Button type="submit" loading={importFeed.isPending}>
              {t('games.import.submit')}
            </Button>
          </Group>
          {importFeed.isPending && (
            <div role="status">
              <Text size="sm" mb={4}>
                {t('games.import.running', { vendor: importFeed.variables?.vendor ?? '' })}
              </Text>
              <Progress value={100} striped animated aria-label={t('games.import.submit')} />
            </div>
          )}
          {importFeed.data && <ImportSummary result={importFeed.data} />}
        </Stack>
      </form>
    </>
  );
}
