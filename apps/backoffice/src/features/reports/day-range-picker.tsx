import { Button, Group, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { addDays } from './day-math.ts';

/** A range of the merchant's days, both included; none means today where the merchant is. */
export type DayRange = { from: string; to: string } | null;

const PRESETS = [
  { key: 'today', days: 0 },
  { key: 'last7', days: 6 },
  { key: 'last30', days: 29 },
] as const;

/**
 * Presets and two date fields for a report's range. The merchant's today comes from the server (its
 * time zone): `answered` is the range the server resolved, so presets count back from its today.
 * A range the contract's `schema` refuses (backwards, too long) is not asked for.
 */
export function DayRangePicker(props: {
  asked: DayRange;
  answered: { from: string; to: string } | undefined;
  onChange: (range: DayRange) => void;
  schema: z.ZodType;
  /** The longest range, in days, for the words of a refusal. */
  maxDays: number;
}) {
  const { t } = useTranslation();
  const { asked, answered, onChange } = props;
  const today = useRef<string | null>(null);
  if (answered && asked === null) today.current = answered.to;
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const [refused, setRefused] = useState(false);
  // Only the bounds: an answer carries much more, none of which is part of the range.
  const shown = draft ?? (answered ? { from: answered.from, to: answered.to } : null);

  return (
    <>
      {PRESETS.map((preset) => (
        <Button
          key={preset.key}
          variant="default"
          size="xs"
          disabled={!answered}
          onClick={() => {
            const end = today.current ?? answered?.to;
            if (!end) return;
            setDraft(null);
            setRefused(false);
            onChange(preset.days === 0 ? null : { from: addDays(end, -preset.days), to: end });
          }}
        >
          {t(`reports.range.${preset.key}`)}
        </Button>
      ))}
      {shown && (
        <Group
          component="form"
          gap="xs"
          align="flex-start"
          onSubmit={(event) => {
            event.preventDefault();
            const ok = props.schema.safeParse(shown).success;
            setRefused(!ok);
            if (ok) onChange(shown);
          }}
        >
          <TextInput
            type="date"
            size="xs"
            label={t('reports.range.from')}
            value={shown.from}
            onChange={(e) => setDraft({ ...shown, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            size="xs"
            label={t('reports.range.to')}
            value={shown.to}
            error={refused ? t('reports.range.invalid', { count: props.maxDays }) : undefined}
            onChange={(e) => setDraft({ ...shown, to: e.currentTarget.value })}
          />
          <Button type="submit" size="xs" mt={25}>
            {t('common.apply')}
          </Button>
        </Group>
      )}
    </>
  );
}
