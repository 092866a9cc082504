import { TEAM_MAX_LEVEL } from '@platform/contract/agent-team-reports';
import { GAME_CATEGORIES } from '@platform/contract/constants';
import type { GameMenuEntry } from '@platform/contract/games';
import { TRANSACTION_KINDS } from '@platform/contract/wallet-constants';
import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Form,
  SelectField,
  type SelectOption,
  TextField,
  useContractForm,
} from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useGameMenus } from '../../games/index.ts';
import type { TeamFilterInput, TeamFilters } from './team-filter-schema.ts';
import styles from './team-reports.module.css';

const EMPTY: TeamFilterInput = { account: '', level: '', category: '', vendorCode: '', kind: '' };
const LEVELS = Array.from({ length: TEAM_MAX_LEVEL }, (_, index) => index + 1);

/** The merchant's game vendors, as its game menu lists them: those of one category, or all of them once. */
function vendorChoices(menus: readonly GameMenuEntry[] | undefined, category: string): SelectOption[] {
  const choices = new Map<string, string>();
  for (const entry of menus ?? [])
    if (!category || entry.gameCategory === category)
      for (const vendor of entry.vendors)
        if (!choices.has(vendor.vassalage)) choices.set(vendor.vassalage, vendor.displayName);
  return [...choices].map(([value, label]) => ({ value, label }));
}

/**
 * A team list's filters: a member by exact account, a level under the agent, and the list's own
 * choices (game category and vendor, or kind of movement). Sent with Search; Clear asks for all.
 */
export function TeamFilterForm<Filters extends FieldValues>({
  filters,
  onFilter,
}: {
  filters: TeamFilters<Filters>;
  onFilter: (filters: Filters) => void;
}) {
  const { t } = useTranslation('pages');
  const form = useContractForm(filters.schema, { defaultValues: EMPTY });
  const shows = (field: keyof TeamFilterInput) => filters.fields.includes(field);
  const menus = useGameMenus();
  const category = form.watch('category') ?? '';
  const vendors = shows('vendorCode') ? vendorChoices(menus.data, category) : [];
  const { getValues, setValue } = form;
  const submit = form.submitWith(onFilter);

  // A vendor that does not offer the chosen category gives way to any vendor.
  const vendorCodes = vendors.map((vendor) => vendor.value).join();
  useEffect(() => {
    const chosen = getValues('vendorCode');
    if (chosen && !vendorCodes.split(',').includes(chosen)) setValue('vendorCode', '');
  }, [vendorCodes, getValues, setValue]);

  return (
    <search>
      <Form form={form} onSubmit={submit} className={styles.filterForm}>
        <div className={styles.filterFields}>
          {shows('account') ? (
            <TextField
              name="account"
              label={t('agent.reports.account')}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
            />
          ) : null}
          {shows('level') ? (
            <SelectField
              name="level"
              label={t('agent.reports.level')}
              placeholder={t('agent.reports.any')}
              options={LEVELS.map((level) => ({
                value: String(level),
                label: t('agent.reports.level_n', { level }),
              }))}
            />
          ) : null}
          {shows('category') ? (
            <SelectField
              name="category"
              label={t('agent.reports.category')}
              placeholder={t('agent.reports.any')}
              options={GAME_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
            />
          ) : null}
          {shows('vendorCode') ? (
            <SelectField
              name="vendorCode"
              label={t('agent.reports.vendor')}
              placeholder={t('agent.reports.any')}
              options={vendors}
            />
          ) : null}
          {shows('kind') ? (
            <SelectField
              name="kind"
              label={t('agent.reports.kind')}
              placeholder={t('agent.reports.any')}
              options={TRANSACTION_KINDS.map((value) => ({ value, label: t(`funds.kinds.${value}`) }))}
            />
          ) : null}
        </div>
        <div className={styles.filterActions}>
          <Button type="submit" size="sm">
            {t('agent.reports.search')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              form.reset(EMPTY);
              void submit();
            }}
          >
            {t('agent.reports.clear')}
          </Button>
        </div>
      </Form>
    </search>
  );
}
