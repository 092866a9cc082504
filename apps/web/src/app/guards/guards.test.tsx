import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useMemberAction } from '../../lib/member-guard.ts';
import { syncSession } from '../../lib/session.ts';
import { startEnglish } from '../../test/english.ts';
import { memberInfo } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import NoticeDialog from '../notice-dialog.tsx';

const trial = { ...memberInfo, type: 4, isTrial: true };

describe('route guards (spec §2, §6)', () => {
  it('sends a guest from a protected page to home with the login modal', async () => {
    const { router } = renderApp('/member?tab=securityCenter');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells a trial member in_need_true_account and keeps them out of the member centre', async () => {
    const { router, user } = renderApp('/member?tab=securityCenter', {
      token: 'tok-trial',
      member: trial,
      session: { memberType: '4' },
    });
    const prompt = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(
      within(prompt).getByText('Trial accounts cannot do this. Please register a real account.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a trial member on the page when a member tab is pressed, with in_need_true_account', async () => {
    const { router, user } = renderApp('/promotions', {
      token: 'tok-trial',
      member: trial,
      session: { memberType: '4' },
    });
    const tabs = await screen.findByRole('navigation', { name: 'Quick navigation' });
    await user.click(within(tabs).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Prompt' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('lets a member into the member centre', async () => {
    renderApp('/member?tab=securityCenter', { token: 'tok-1', session: { memberType: '0' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'My account' })).toBeTruthy();
  });
});

describe('protected actions (spec §5 last rule)', () => {
  beforeAll(startEnglish);

  function Launch({ action }: { action: () => void }) {
    const guard = useMemberAction();
    return (
      <button type="button" onClick={() => guard(action)}>
        Play
      </button>
    );
  }

  function renderAction(session: Record<string, string>) {
    for (const [key, value] of Object.entries(session)) window.sessionStorage.setItem(key, value);
    syncSession();
    const action = vi.fn();
    const router = createMemoryRouter([{ path: '/', element: <Launch action={action} /> }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          <NoticeDialog />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    return { action, router, user: userEvent.setup() };
  }

  it('opens the login popup for a guest instead of acting', async () => {
    const { action, router, user } = renderAction({});
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(action).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?modal=login');
  });

  it('tells a trial member in_need_true_account instead of acting', async () => {
    const { action, user } = renderAction({ token: 'tok-trial', memberType: '4' });
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(action).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Prompt' })).toBeTruthy());
  });

  it('acts for a member', async () => {
    const { action, user } = renderAction({ token: 'tok-1', memberType: '0' });
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(action).toHaveBeenCalledTimes(1);
  });
});
