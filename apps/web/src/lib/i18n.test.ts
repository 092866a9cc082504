import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyDefaultLanguage, chooseLanguage, currentLanguage, ensureLanguage, initI18n } from './i18n.ts';

const i18n = initI18n();

beforeAll(async () => {
  await ensureLanguage('MY');
  await ensureLanguage('EN');
  chooseLanguage('EN');
  await waitFor(() => expect(currentLanguage()).toBe('EN'));
});

describe('i18n', () => {
  it('falls back to the default language for a missing key, loading its words on demand', async () => {
    // An earlier test file in this worker may have loaded CN: start from a visit that has not.
    i18n.removeResourceBundle('zh-CN', 'translation');
    applyDefaultLanguage('CN');
    expect(i18n.hasResourceBundle('zh-CN', 'translation')).toBe(false);
    // A key the English words lack (as an operator-added key would be).
    const nav = i18n.getResourceBundle('en', 'translation').nav as Record<string, string>;
    const help = nav.help ?? '';
    delete nav.help;
    try {
      i18n.t('nav.help');
      await waitFor(() => expect(i18n.t('nav.help')).toBe('帮助中心'));
    } finally {
      nav.help = help;
      applyDefaultLanguage('MY'); // the spec's default, as a new visit has it
    }
  });
});
