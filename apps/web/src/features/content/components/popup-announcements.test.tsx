import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { popup } from '../../../test/content-fixtures.ts';
import { envelope, renderApp } from '../../../test/render-app.tsx';

const popupsRoute = (list: ReturnType<typeof popup>[]) => ({
  'GET /wps/content/popups': () => envelope({ list }),
});

const dialog = () => screen.findByRole('dialog', { name: 'Announcements' });

describe('announcement pop-ups', () => {
  it('shows an anonymous visitor the B pop-ups once per session, until closed', async () => {
    const routes = popupsRoute([popup(1, 'A'), popup(2, 'B', { title: 'Welcome, guest' })]);
    const first = renderApp('/', { routes });
    const shown = await dialog();
    expect(within(shown).getByRole('button', { name: 'Welcome, guest' })).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Pop-up 1' })).toBeNull();

    await first.user.click(within(shown).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('1');

    // A reload in the same session: the flag keeps it closed.
    cleanup();
    const again = renderApp('/', { routes });
    await screen.findByRole('navigation', { name: 'Games' });
    await waitFor(() => expect(again.fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull();
  });

  it('shows a member the A pop-ups even after the anonymous ones were closed, and Escape closes them', async () => {
    window.sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    const { user } = renderApp('/', {
      token: 'tok',
      routes: popupsRoute([popup(1, 'A', { title: 'Members news' }), popup(2, 'B'), popup(3, 'F')]),
    });
    const shown = await dialog();
    expect(within(shown).getByRole('button', { name: 'Members news' })).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Pop-up 3' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem('USER_POPUP')).toBe('1');
  });

  it('adds the F pop-ups on a first-time login', async () => {
    renderApp('/', {
      token: 'tok',
      session: { firstLogin: '1' },
      routes: popupsRoute([popup(1, 'A'), popup(3, 'F', { title: 'Your first day' })]),
    });
    const shown = await dialog();
    expect(within(shown).getByRole('button', { name: 'Your first day' })).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Pop-up 1' })).toBeTruthy();
  });

  it('waits while an account modal is open', async () => {
    renderApp('/?modal=login', { routes: popupsRoute([popup(2, 'B')]) });
    await screen.findByRole('dialog', { name: /log in/i });
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull();
  });

  it('lists titles in pages of 8 and shows the chosen one’s content', async () => {
    const list = Array.from({ length: 10 }, (_, index) => popup(index + 1, 'B'));
    const { user } = renderApp('/', { routes: popupsRoute(list) });
    const shown = await dialog();
    const titles = within(shown).getByRole('list', { name: 'Titles' });
    expect(within(titles).getAllByRole('button')).toHaveLength(8);
    expect(within(shown).getByRole('heading', { level: 3, name: 'Pop-up 1' })).toBeTruthy();

    await user.click(within(titles).getByRole('button', { name: 'Pop-up 3' }));
    expect(within(shown).getByRole('heading', { level: 3, name: 'Pop-up 3' })).toBeTruthy();
    expect(within(shown).getByText('Pop-up body 3')).toBeTruthy();

    const pages = within(shown).getByRole('navigation', { name: 'Pages of titles' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(
      within(titles)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pop-up 9', 'Pop-up 10']);
    expect(within(shown).getByRole('heading', { level: 3, name: 'Pop-up 9' })).toBeTruthy();
  });

  it('renders the content sanitized: no script or handler survives', async () => {
    renderApp('/', {
      routes: popupsRoute([
        popup(1, 'B', {
          content:
            '<p>Safe text</p><script>window.__popupXss = 1</script><img src="x" onerror="window.__popupXss = 1">',
        }),
      ]),
    });
    const shown = await dialog();
    expect(within(shown).getByText('Safe text')).toBeTruthy();
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.innerHTML).not.toMatch(/onerror/i);
    expect((window as { __popupXss?: number }).__popupXss).toBeUndefined();
  });
});
