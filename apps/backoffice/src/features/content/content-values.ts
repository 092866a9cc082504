import { LANGUAGES, type Language } from '@platform/contract/constants';
import type { AdminContentItem, AdminCustomerService } from '@platform/contract/content';
import { z } from 'zod';
import type { ContentKind, FieldSpec } from './content-kinds.ts';

/** The editor's values: text inputs hold '' for nothing, pickers hold strings. */
export type FormValues = Record<string, unknown>;
export type Texts = Partial<Record<Language, string>>;
type SequencedImage = { sequence: number; image: string };

/** One item of any kind, its values in the shape of its request body. */
export interface ContentRow {
  id: number;
  retiredAt: string | null;
  values: Record<string, unknown>;
}

export function rowOf(item: AdminContentItem | AdminCustomerService): ContentRow {
  if ('fields' in item) {
    const { id, retiredAt, fields, startsAt, endsAt, sortOrder, languages, audience } = item;
    return { id, retiredAt, values: { ...fields, startsAt, endsAt, sortOrder, languages, audience } };
  }
  const { id, retiredAt, ...values } = item;
  return { id, retiredAt, values };
}

export type RowState = 'live' | 'scheduled' | 'ended' | 'retired';

/** Whether the site serves the item now, by its schedule (the server filters by the same columns). */
export function stateOf(row: ContentRow, now = Date.now()): RowState {
  if (row.retiredAt) return 'retired';
  const { startsAt, endsAt } = row.values;
  if (typeof startsAt === 'string' && Date.parse(startsAt) > now) return 'scheduled';
  if (typeof endsAt === 'string' && Date.parse(endsAt) <= now) return 'ended';
  return 'live';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local input shows it: the operator's own time zone, to the minute. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as the contract's ISO instant; an unreadable one is passed on to be refused. */
function toIso(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

export function textsOf(value: unknown): Texts {
  const texts = (value ?? {}) as Texts;
  return Object.fromEntries(LANGUAGES.map((language) => [language, texts[language] ?? '']));
}

function formValueOf(spec: FieldSpec, value: unknown): unknown {
  switch (spec.type) {
    case 'text':
    case 'image':
      return typeof value === 'string' ? value : '';
    case 'number':
      return typeof value === 'number' ? value : '';
    case 'datetime':
      return typeof value === 'string' ? toLocalInput(value) : '';
    case 'switch':
      return value === true;
    case 'select':
      return typeof value === 'string' ? value : spec.nullable ? null : spec.options[0];
    case 'multiselect':
    case 'categories':
      return Array.isArray(value) ? value.map(String) : [];
    case 'images': {
      const images = (Array.isArray(value) ? value : []) as SequencedImage[];
      return spec.sequences.map((sequence) => ({
        sequence,
        image: images.find((image) => image.sequence === sequence)?.image ?? '',
      }));
    }
  }
}

/** The editor's values of an item (or of a new one: `values` empty). */
export function formValuesOf(kind: ContentKind, values: Record<string, unknown> = {}): FormValues {
  const form: FormValues = {};
  if (kind.title) form.title = textsOf(values.title);
  if (kind.content) form.content = textsOf(values.content);
  for (const spec of kind.fields) form[spec.name] = formValueOf(spec, values[spec.name]);
  return form;
}

function bodyValueOf(spec: FieldSpec, value: unknown): unknown {
  switch (spec.type) {
    case 'text':
      return value === '' && spec.nullable ? null : value;
    case 'number':
      return value === '' || value === null || value === undefined ? undefined : Number(value);
    case 'datetime':
      return value ? toIso(String(value)) : null;
    case 'switch':
      return value === true;
    case 'select':
      return value ?? (spec.nullable ? null : undefined);
    case 'categories':
      return (value as string[]).map(Number);
    case 'images':
      return (value as SequencedImage[]).filter((image) => image.image !== '');
    default:
      return value;
  }
}

/** Texts of the languages given: an empty tab is no text (the site then falls back to another). */
function givenTexts(value: unknown): Texts {
  return Object.fromEntries(Object.entries(textsOf(value)).filter(([, text]) => text !== ''));
}

/** The request body the editor's values stand for, before the contract checks it. */
export function bodyOf(kind: ContentKind, form: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (kind.title) body.title = givenTexts(form.title);
  if (kind.content) body.content = givenTexts(form.content);
  for (const spec of kind.fields) {
    const value = bodyValueOf(spec, form[spec.name]);
    if (value !== undefined) body[spec.name] = value;
  }
  return body;
}

// The contract checks the end against the start and the long-term flag: they travel together.
const SCHEDULE = ['startsAt', 'endsAt', 'longTerm'];

/** Only what the operator changed: an update replaces each field it gives, whole. */
export function changedBody(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]),
  );
  const keys = changed.some((key) => SCHEDULE.includes(key))
    ? [...new Set([...changed, ...SCHEDULE.filter((key) => key in after)])]
    : changed;
  return Object.fromEntries(keys.map((key) => [key, after[key]]));
}

/**
 * The editor's resolver: the contract's create schema on the body of the values, or for an edit its
 * update schema on what changed, so the form refuses exactly what the server would refuse.
 */
export function editorSchema(kind: ContentKind, initial?: FormValues): z.ZodType<FormValues, FormValues> {
  if (!initial)
    return z.preprocess((form) => bodyOf(kind, form as FormValues), kind.create) as z.ZodType<
      FormValues,
      FormValues
    >;
  const before = bodyOf(kind, initial);
  return z.preprocess(
    (form) => changedBody(before, bodyOf(kind, form as FormValues)),
    kind.update,
  ) as z.ZodType<FormValues, FormValues>;
}
