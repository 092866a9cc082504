import { MultiSelect, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { pickText } from '@platform/contract/i18n';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useContentItems } from '../api/use-content-items.ts';
import type { FieldSpec } from '../content-kinds.ts';
import { contentKind } from '../content-kinds.ts';
import type { FormValues, Texts } from '../content-values.ts';
import { ImageUpload } from './image-upload.tsx';

export interface FieldInputProps {
  spec: FieldSpec;
  control: Control<FormValues>;
}

/** One field of an item, drawn by its type; its label, hint and choices in the reader's words. */
export function FieldInput({ spec, control }: FieldInputProps) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ name: spec.name, control });
  const categories = useCategoryChoices(spec.type === 'categories');
  const label = t(`content.fields.${spec.name}`);
  const hintKey = `content.hints.${spec.name}`;
  const description = i18n.exists(hintKey) ? t(hintKey) : undefined;
  const error = fieldState.error?.message;
  const options = (values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`content.options.${spec.name}.${value}`) }));

  // What every input shows around itself: its label, its hint and the contract's refusal.
  const frame = { label, description, error, onBlur: field.onBlur };
  const typed = { ...frame, value: String(field.value ?? ''), name: field.name, ref: field.ref };
  const picked = { ...frame, value: field.value as string[], onChange: field.onChange };

  switch (spec.type) {
    case 'text':
    case 'datetime':
      return (
        <TextInput
          {...typed}
          type={spec.type === 'datetime' ? 'datetime-local' : 'text'}
          onChange={(event) => field.onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...frame}
          allowDecimal={false}
          value={field.value as number | string}
          onChange={field.onChange}
        />
      );
    case 'switch':
      return (
        <Switch
          {...frame}
          mt="lg"
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <Select
          {...frame}
          clearable={spec.nullable}
          allowDeselect={spec.nullable === true}
          data={options(spec.options)}
          value={(field.value as string | null) ?? null}
          onChange={field.onChange}
        />
      );
    case 'multiselect':
      return <MultiSelect {...picked} data={options(spec.options)} />;
    case 'categories':
      return <MultiSelect {...picked} data={categories} />;
    case 'image':
      return (
        <ImageUpload
          label={label}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          error={error}
        />
      );
    case 'images':
      return <SequencedImages spec={spec} control={control} />;
  }
}

/** Promotion images: one upload per sequence (1 the card, 2 the details). */
function SequencedImages({
  spec,
  control,
}: {
  spec: FieldSpec & { type: 'images' };
  control: Control<FormValues>;
}) {
  return spec.sequences.map((sequence, index) => (
    <SequencedImage
      key={sequence}
      name={`${spec.name}.${index}.image`}
      sequence={sequence}
      control={control}
    />
  ));
}

function SequencedImage({
  name,
  sequence,
  control,
}: {
  name: string;
  sequence: number;
  control: Control<FormValues>;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  return (
    <ImageUpload
      label={t(`content.fields.image${sequence}`)}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}

/** The live promotion categories a promotion may be listed under, named in the reader's language. */
function useCategoryChoices(enabled: boolean): { value: string; label: string }[] {
  const list = useContentItems(contentKind('promotionCategories'), false, enabled);
  const fallback = useSiteConfig().data?.defaultLanguage ?? 'EN';
  return (list.data ?? []).map((row) => ({
    value: String(row.id),
    label: `${pickText(row.values.title as Texts, currentLanguage(), fallback)} (#${row.id})`,
  }));
}
