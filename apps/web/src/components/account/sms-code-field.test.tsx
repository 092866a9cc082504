import { act, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import NoticeDialog from '../../app/notice-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { closeNotice } from '../../lib/notice.ts';
import { startEnglish } from '../../test/english.ts';
import { SmsCodeField } from './sms-code-field.tsx';

type Send = () => Promise<{ expiredMinutes?: number }>;

function Harness({ onSend, canSend }: { onSend: Send; canSend?: () => boolean }) {
  const [value, setValue] = useState('');
  return (
    <I18nextProvider i18n={i18n}>
      <SmsCodeField value={value} onChange={setValue} onSend={onSend} canSend={canSend} />
      <NoticeDialog />
    </I18nextProvider>
  );
}

const sendButton = () => screen.getByRole('button', { name: /Send code|Resend in/ });
const click = () => fireEvent.click(sendButton());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets a settled send reach the component. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeAll(startEnglish);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  act(() => closeNotice());
  vi.useRealTimers();
});

describe('SMS code button (spec §4, §9)', () => {
  it('sends once however fast the clicks, then counts down expiredMinutes × 60 s and re-enables', async () => {
    let resolve: (value: { expiredMinutes: number }) => void = () => undefined;
    const onSend = vi.fn<Send>(() => new Promise((done) => (resolve = done)));
    render(<Harness onSend={onSend} />);
    click();
    click();
    click();
    expect(onSend).toHaveBeenCalledTimes(1);
    resolve({ expiredMinutes: 2 });
    await settle();
    expect(sendButton().textContent).toBe('Resend in 120 s');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await advance(1000);
    expect(sendButton().textContent).toBe('Resend in 119 s');
    click();
    expect(onSend).toHaveBeenCalledTimes(1);
    await advance(119_000);
    expect(sendButton().textContent).toBe('Send code');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
    click();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('counts down 60 s when the server does not say how long the code lives', async () => {
    render(<Harness onSend={async () => ({})} />);
    click();
    await settle();
    expect(sendButton().textContent).toBe('Resend in 60 s');
    await advance(60_000);
    expect(sendButton().textContent).toBe('Send code');
  });

  it('shows a failed send in a warning dialog, and lets the next request through only a second later', async () => {
    const onSend = vi.fn<Send>(async () => {
      throw new ApiError({ code: 'PHONE_INVALID', status: 400, message: 'bad phone' });
    });
    render(<Harness onSend={onSend} />);
    click();
    await settle();
    const prompt = screen.getByRole('dialog', { name: 'Prompt' });
    expect(prompt.textContent).toContain('Invalid phone number format.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    click();
    expect(onSend).toHaveBeenCalledTimes(1);
    await advance(1000);
    click();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s own message for a failure §8 does not name', async () => {
    render(
      <Harness
        onSend={async () => {
          throw new ApiError({ code: 'SMS_FAILED', status: 502, message: 'gateway down' });
        }}
      />,
    );
    click();
    await settle();
    expect(screen.getByRole('dialog', { name: 'Prompt' }).textContent).toContain(
      'The SMS could not be sent, please try again later',
    );
  });

  it('sends nothing while the form refuses, without using up the second', async () => {
    let ready = false;
    const onSend = vi.fn<Send>(async () => ({ expiredMinutes: 1 }));
    render(<Harness onSend={onSend} canSend={() => ready} />);
    click();
    expect(onSend).not.toHaveBeenCalled();
    ready = true;
    click();
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
