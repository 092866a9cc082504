import { Alert, Loader, Text, Textarea, TextInput } from '@mantine/core';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  CDN_URL_TWICE,
  SITE_CDNS_MAX,
  type SiteCdns,
  type SiteCdnsInput,
  SiteCdnsSchema,
} from '@platform/contract/site-config-admin';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { useFormSubmit } from '../../components/form-submit.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SettingForm } from '../../components/setting-form.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSetting } from '../../lib/use-setting.ts';
import { useProblemText } from './problem-text.ts';

const LISTS = ['imageCdns', 'launchGameCdns'] as const;
type ListName = (typeof LISTS)[number];

/** The addresses typed one per line; blank lines are ignored. */
const entriesOf = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The form holds each list as text, one address per line; the contract checks what is sent. */
const CdnsFormSchema = z
  .object({ imageCdns: z.string(), launchGameCdns: z.string(), gtagId: z.string() })
  .transform(
    (form): SiteCdnsInput => ({
      imageCdns: entriesOf(form.imageCdns),
      launchGameCdns: entriesOf(form.launchGameCdns),
      gtagId: form.gtagId,
    }),
  )
  .pipe(SiteCdnsSchema);
type CdnsForm = z.input<typeof CdnsFormSchema>;

const formOf = (cdns: SiteCdns): CdnsForm => ({
  imageCdns: cdns.imageCdns.join('\n'),
  launchGameCdns: cdns.launchGameCdns.join('\n'),
  gtagId: cdns.gtagId ?? '',
});

const ENTRY_FIELD = /^body\.(imageCdns|launchGameCdns)\.(\d+)$/;

/**
 * The server names a refused address by its place in the list (`body.imageCdns.1`); the form has
 * one text box per list, so the refusal goes under the box, naming the address.
 */
function underTheirBoxes(error: unknown, values: CdnsForm): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields = error.fields.map((problem) => {
    const [, list, index] = ENTRY_FIELD.exec(problem.field) ?? [];
    if (!list) return problem;
    const entry = entriesOf(values[list as ListName])[Number(index)];
    return { field: `body.${list}`, message: entry ? `${entry}: ${problem.message}` : problem.message };
  });
  return new ApiError(error.code, error.status, error.message, fields);
}

/** The image and game-launch CDNs the site picks from, and the Google tag it loads (spec §3 permission). */
export function CdnsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { query } = useSetting<SiteCdns>(ADMIN_PATHS.siteCdns);
  if (query.isLoading) return <Loader />;
  if (!query.data) return <Alert color="red">{errorText(query.error)}</Alert>;
  return (
    <>
      <PageHeader title={t('settings.cdns.title')} />
      <CdnsForm current={query.data} />
    </>
  );
}

type Problem = { type?: unknown; message?: unknown } | undefined;

function CdnsForm({ current }: { current: SiteCdns }) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const { save } = useSetting<SiteCdns>(ADMIN_PATHS.siteCdns);
  const form = useContractForm(CdnsFormSchema, formOf(current));
  const { errors, isSubmitting } = form.formState;
  const { submit, saved } = useFormSubmit(form, async (values) => {
    try {
      form.reset(formOf(await save.mutateAsync(values)));
    } catch (error) {
      throw underTheirBoxes(error, form.getValues());
    }
  });

  /** A list's refusal: of the whole list (too many), or of its first refused address, named. */
  const listProblem = (name: ListName): string | undefined => {
    const error = errors[name] as Problem | Problem[] | undefined;
    if (!error) return undefined;
    if (!Array.isArray(error)) return problem(error, 'settings.cdns.urlRule');
    const index = error.findIndex((entry) => entry?.message);
    const entryError = error[index];
    const text = problem(
      entryError,
      entryError?.message === CDN_URL_TWICE ? 'settings.cdns.urlOnce' : 'settings.cdns.urlRule',
    );
    const entry = entriesOf(form.getValues(name))[index];
    return text && t('settings.cdns.entryProblem', { entry, problem: text });
  };

  return (
    <SettingForm onSubmit={submit} maw={720} error={errors.root?.message} saved={saved} saving={isSubmitting}>
      <Text c="dimmed" size="sm">
        {t('settings.cdns.hint', { max: SITE_CDNS_MAX })}
      </Text>
      {LISTS.map((name) => (
        <Textarea
          key={name}
          label={t(`settings.cdns.${name}`)}
          description={t(`settings.cdns.${name}Hint`)}
          placeholder="https://cdn.example.com"
          autosize
          minRows={3}
          error={listProblem(name)}
          {...form.register(name)}
        />
      ))}
      <TextInput
        label={t('settings.cdns.gtagId')}
        description={t('settings.cdns.gtagIdHint')}
        placeholder="G-XXXXXXXXXX"
        maw={320}
        error={problem(errors.gtagId, 'settings.cdns.gtagRule')}
        {...form.register('gtagId')}
      />
    </SettingForm>
  );
}
