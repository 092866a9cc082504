import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { licenseBanner, siteConfig } from '../../test/fixtures.ts';
import { envelope, renderApp } from '../../test/render-app.tsx';

async function ready() {
  return screen.findByRole('navigation', { name: /Games|游戏|ဂိမ်းများ/ });
}

describe('shell', () => {
  it('switches the language: visible text, <html lang>, lang and hisLang', async () => {
    const { user } = renderApp('/');
    await ready();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeTruthy();

    await user.selectOptions(within(header).getByRole('combobox', { name: 'Language' }), 'CN');

    expect(await within(header).findByRole('button', { name: '登录' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(window.localStorage.getItem('lang')).toBe('CN');
    expect(window.localStorage.getItem('hisLang')).toBe('EN');
  });

  it('uses the operator’s default language (MY) when the visitor chose none', async () => {
    renderApp('/', { lang: null });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'ဝင်ရောက်ရန်' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('my');
    expect(window.localStorage.getItem('lang')).toBeNull();
  });

  it('toggles the theme and remembers it', async () => {
    const { user } = renderApp('/');
    await ready();
    expect(document.documentElement.dataset.theme).toBe('dark');
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    await user.click(within(header).getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('prints the copyright line of spec §9 with brand and licence', async () => {
    renderApp('/');
    await ready();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(
        '© 2025 Lucky Game License №365/JAZ All rights reserved and protected by law.',
      ),
    ).toBeTruthy();
  });

  it('translates the copyright line', async () => {
    renderApp('/', {
      lang: 'CN',
      config: { ...siteConfig, brandName: 'Star', copyrightYear: 2026, licenseNumber: '42/AB' },
    });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('© 2026 Star 游戏牌照 №42/AB 版权所有，受法律保护。')).toBeTruthy();
  });

  it('links only the configured social networks', async () => {
    renderApp('/', {
      config: { ...siteConfig, socialLinks: [{ type: 'YOUTUBE', url: 'https://video.example/lucky' }] },
    });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'YouTube' }).getAttribute('href')).toBe(
      'https://video.example/lucky',
    );
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'Telegram' })).toBeNull();
  });

  it('shows no social block when none is configured', async () => {
    renderApp('/', { config: { ...siteConfig, socialLinks: [] } });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByText('Follow us')).toBeNull();
  });

  it('falls back to the default game icon when a vendor icon fails', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const icon = within(footer).getByRole('img', { name: 'PG' }) as HTMLImageElement;
    expect(icon.getAttribute('src')).toBe('/images/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PG-DEFAULT.png');
    fireEvent.error(icon);
    expect(icon.getAttribute('src')).toBe('/images/DEFAULT/game-icon.png');
  });

  it('hides License in the side menu without a w_license banner', async () => {
    renderApp('/');
    const side = await screen.findByRole('complementary', { name: 'Side menu' });
    await waitFor(() => expect(within(side).getByRole('button', { name: 'Live chat' })).toBeTruthy());
    expect(within(side).queryByRole('button', { name: 'License' })).toBeNull();
  });

  it('shows License with a w_license banner, opening the licence image', async () => {
    const { user } = renderApp('/', { banners: { w_license: [licenseBanner] } });
    const side = await screen.findByRole('complementary', { name: 'Side menu' });
    await user.click(await within(side).findByRole('button', { name: 'License' }));
    const dialog = await screen.findByRole('dialog', { name: 'License' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(licenseBanner.url);
  });

  it('lists the spec’s logged-out side menu entries and the configured channels', async () => {
    renderApp('/');
    const side = await screen.findByRole('complementary', { name: 'Side menu' });
    for (const name of ['Home', 'Slots', 'Live casino']) {
      expect(within(side).getByTitle(name)).toBeTruthy();
    }
    expect(within(side).getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/promotions');
    expect(within(side).getByRole('link', { name: 'Facebook' })).toBeTruthy();
    expect(within(side).getByRole('link', { name: 'Telegram' })).toBeTruthy();
    expect(within(side).queryByRole('link', { name: 'Instagram' })).toBeNull();
  });

  it('floats a Telegram button when Telegram is configured, and none otherwise', async () => {
    const floating = () =>
      screen.queryAllByRole('link', { name: 'Telegram' }).filter((link) => !link.closest('aside, footer'));
    renderApp('/');
    await ready();
    expect(floating()).toHaveLength(1);
    expect(floating()[0]?.getAttribute('href')).toBe('https://t.example/lucky');
  });

  it('has no Telegram entry at all when it is not configured', async () => {
    renderApp('/', { config: { ...siteConfig, socialLinks: [], resources: [] } });
    await ready();
    expect(screen.queryAllByRole('link', { name: 'Telegram' })).toHaveLength(0);
  });

  it('opens the phone drawer over an inert page; Escape closes it and focus returns', async () => {
    const { user } = renderApp('/');
    await ready();
    const header = screen.getByRole('banner');
    const menuButton = within(header).getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    const side = screen.getByRole('complementary', { name: 'Side menu' });
    expect(side.hasAttribute('data-open')).toBe(true);
    expect(document.activeElement).toBe(within(side).getByRole('button', { name: 'Close menu' }));
    expect(header.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('main').closest('[inert]')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(side.hasAttribute('data-open')).toBe(false);
    expect(header.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(menuButton);
  });

  it('signs out after confirmation (in_sure_logout), clearing the session', async () => {
    const { user, fetchMock } = renderApp('/', {
      token: 'tok-9',
      routes: { 'DELETE /wps/session/logout': () => envelope(null) },
    });
    await ready();
    const header = screen.getByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'Account menu' }));
    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(within(dialog).getByText('Are you sure you want to sign out?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(header).findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/wps/session/logout'));
    expect(call?.[1]?.method).toBe('DELETE');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer tok-9');
  });

  it('opens the login modal from the header and from the phone tab bar', async () => {
    const { user, router } = renderApp('/');
    await ready();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Quick navigation' })).getByRole('button', {
        name: 'Me',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.search).toBe('?modal=login');
  });
});
