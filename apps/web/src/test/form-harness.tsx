import type { Language } from '@platform/contract/i18n';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { Form, type FormSchema, useContractForm } from '../components/form/index.ts';
import { ensureLanguage, ensureNamespace, initI18n, localeTag } from '../lib/i18n.ts';

export const LANGUAGES: readonly Language[] = ['EN', 'CN', 'MY'];

/** i18next in one language with the account words (the kit's messages), as the app would load it. */
export async function startLanguage(language: Language): Promise<void> {
  window.localStorage.setItem('lang', language);
  initI18n();
  await ensureLanguage(language);
  await i18n.changeLanguage(localeTag(language));
  await ensureNamespace('account');
}

interface HarnessProps {
  schema: FormSchema;
  defaultValues: Record<string, unknown>;
  onValid: (values: unknown) => void;
  children: ReactNode;
  /** Gives the test the form, to feed it a server error. */
  onForm?: (form: ReturnType<typeof useContractForm>) => void;
}

function Harness({ schema, defaultValues, onValid, children, onForm }: HarnessProps) {
  const form = useContractForm(schema, { defaultValues });
  onForm?.(form);
  return (
    <Form form={form} onSubmit={form.submitWith(onValid)}>
      {children}
      <button type="submit">Send</button>
    </Form>
  );
}

/**
 * A kit form around some fields: `send()` submits it, `onValid` is what would make the request
 * (it must not be called while a field is refused).
 */
export function renderForm(props: Omit<HarnessProps, 'onValid'>) {
  const onValid = vi.fn();
  // A picker's `accept` is only a hint (the member may pick 'All files'): the schema is the check.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Harness {...props} onValid={onValid} />
    </I18nextProvider>,
  );
  const send = () => user.click(view.getByRole('button', { name: 'Send' }));
  return { ...view, user, onValid, send };
}
