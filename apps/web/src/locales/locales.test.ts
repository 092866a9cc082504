import { ERROR_MESSAGES_CN } from '@platform/contract/error-messages/CN';
import { ERROR_MESSAGES_EN } from '@platform/contract/error-messages/EN';
import { ERROR_MESSAGES_MY } from '@platform/contract/error-messages/MY';
import { ERROR_CODES } from '@platform/contract/errors';
import { VALIDATION_MESSAGES_EN } from '@platform/contract/field-rules';
import { describe, expect, it } from 'vitest';
import { BET_PROBLEM_KEYS } from '../features/in-house/index.ts';
import CN_ACCOUNT from './account/CN.json';
import EN_ACCOUNT from './account/EN.json';
import MY_ACCOUNT from './account/MY.json';
import CN from './CN.json';
import CN_CONTENT from './content/CN.json';
import EN_CONTENT from './content/EN.json';
import MY_CONTENT from './content/MY.json';
import EN from './EN.json';
import CN_IN_HOUSE from './in-house/CN.json';
import EN_IN_HOUSE from './in-house/EN.json';
import MY_IN_HOUSE from './in-house/MY.json';
import MY from './MY.json';
import CN_PAGES from './pages/CN.json';
import EN_PAGES from './pages/EN.json';
import MY_PAGES from './pages/MY.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe.each([
  ['translation', { EN, CN, MY }],
  ['pages', { EN: EN_PAGES, CN: CN_PAGES, MY: MY_PAGES }],
  ['account', { EN: EN_ACCOUNT, CN: CN_ACCOUNT, MY: MY_ACCOUNT }],
  ['content', { EN: EN_CONTENT, CN: CN_CONTENT, MY: MY_CONTENT }],
  ['inHouse', { EN: EN_IN_HOUSE, CN: CN_IN_HOUSE, MY: MY_IN_HOUSE }],
])('%s namespace', (_name, bundles) => {
  const en = flatten(bundles.EN as Tree);

  it.each([
    ['CN', bundles.CN],
    ['MY', bundles.MY],
  ])('%s has exactly the English keys, none empty, same placeholders', (_lang, bundle) => {
    const other = flatten(bundle as Tree);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of other) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en.get(key)!));
    }
  });

  it('writes Burmese in Myanmar script and Chinese in Han characters', () => {
    const my = [...flatten(bundles.MY as Tree).values()];
    const cn = [...flatten(bundles.CN as Tree).values()];
    const share = (texts: string[], re: RegExp) =>
      texts.filter((text) => re.test(text)).length / texts.length;
    expect(share(my, /[\u1000-\u109F]/)).toBeGreaterThan(0.9);
    expect(share(cn, /[\u4E00-\u9FFF]/)).toBeGreaterThan(0.9);
  });
});

describe('error messages', () => {
  it.each([
    ['EN', ERROR_MESSAGES_EN],
    ['CN', ERROR_MESSAGES_CN],
    ['MY', ERROR_MESSAGES_MY],
  ])(
    '%s has words for every error code of the contract, with the English placeholders',
    (_lang, messages) => {
      for (const code of ERROR_CODES) {
        expect(messages[code], code).toBeTruthy();
        expect(placeholders(messages[code]), code).toEqual(placeholders(ERROR_MESSAGES_EN[code]));
      }
      expect(placeholders(messages.rate_limited_for)).toEqual(['minutes']);
    },
  );

  it.each([
    ['EN', EN],
    ['CN', CN],
    ['MY', MY],
  ])('%s translates the bet problems the in-house engines name', (_lang, bundle) => {
    const words = bundle.errors.inHouse as Record<string, string>;
    for (const key of BET_PROBLEM_KEYS) expect(words[key.replace('inHouse.', '')], key).toBeTruthy();
  });

  it('keeps the spec’s dialog keys', () => {
    for (const key of [
      'in_no_data',
      'in_need_true_account',
      'in_sure_logout',
      'in_popup_prompt',
      'in_more_cancel',
      'in_increase_submit',
      'in_been_out',
      'copy_success',
    ] as const) {
      expect(EN[key]).toBeTruthy();
      expect(CN[key]).toBeTruthy();
      expect(MY[key]).toBeTruthy();
    }
  });
});

describe('validation messages (spec §5)', () => {
  it('says in English exactly what the server says, with the same placeholders', () => {
    expect(EN_ACCOUNT.validation).toEqual(VALIDATION_MESSAGES_EN);
  });

  it.each([
    ['CN', CN_ACCOUNT],
    ['MY', MY_ACCOUNT],
  ])('%s translates every key the shared field rules can give', (_lang, bundle) => {
    for (const key of Object.keys(VALIDATION_MESSAGES_EN)) {
      expect(bundle.validation[key as keyof typeof bundle.validation], key).toBeTruthy();
    }
  });
});
