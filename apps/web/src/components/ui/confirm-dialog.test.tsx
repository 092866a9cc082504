import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureLanguage, initI18n } from '../../lib/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

beforeAll(async () => {
  window.localStorage.setItem('lang', 'EN');
  const i18n = initI18n();
  await ensureLanguage('EN');
  await i18n.changeLanguage('en');
});

function open(overrides: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog open message="Log out now?" onConfirm={onConfirm} onCancel={onCancel} {...overrides} />,
  );
  return { onConfirm, onCancel };
}

describe('confirm dialog', () => {
  it("asks the question under the spec's prompt title and confirms once", async () => {
    const { onConfirm, onCancel } = open();
    const dialog = screen.getByRole('dialog', { name: 'Prompt' });
    expect(dialog.textContent).toContain('Log out now?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with its button and with Escape', async () => {
    const { onCancel } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('refuses a second confirm while the action is under way', () => {
    open({ busy: true });
    expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true);
  });
});
