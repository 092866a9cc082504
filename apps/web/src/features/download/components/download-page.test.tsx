import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readQrSvg } from '../../../lib/qr.test-reader.ts';
import { siteConfig } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const config = {
  ...siteConfig,
  resources: [
    ...siteConfig.resources,
    { key: 'IOS_LITE_APP', labelNameEn: 'Lite', label: 'Lite', url: '/down?os=ios-lite' },
  ],
};

/** What a phone camera reads from a drawn QR code. */
function read(code: HTMLElement): URL {
  return new URL(readQrSvg(code as unknown as SVGSVGElement));
}

/** What a phone camera reads from the page's own QR code (the side menu and right bar have theirs). */
function scan(name: string): URL {
  return read(within(screen.getByRole('main')).getByRole('img', { name }));
}

describe('/down', () => {
  it('gives a signed-in member an iOS code that opens /down on the phone in their language and session', async () => {
    renderApp('/down', { config, token: 'member-token-1', lang: 'MY' });
    // The page's code and the side menu's (spec §2) are the same link.
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: 'iOS အက်ပ် ဒေါင်းလုဒ်ရန် QR ကုဒ်' })).toHaveLength(2),
    );
    for (const code of screen.getAllByRole('img', { name: 'iOS အက်ပ် ဒေါင်းလုဒ်ရန် QR ကုဒ်' })) {
      const link = read(code);
      expect(link.origin).toBe(window.location.origin);
      expect(link.pathname).toBe('/down');
      expect(Object.fromEntries(link.searchParams)).toEqual({
        os: 'ios',
        lang: 'MY',
        token: 'member-token-1',
      });
    }
  });

  it('gives a visitor the iOS code without a token', async () => {
    renderApp('/down?os=ios', { config });
    await screen.findByRole('heading', { level: 2, name: 'Install the iOS app' });
    expect(Object.fromEntries(scan('QR code to download the iOS app').searchParams)).toEqual({
      os: 'ios',
      lang: 'EN',
    });
  });

  it('switches between the iOS, Android and lite views, each with its link and install steps', async () => {
    const { user, router } = renderApp('/down', { config });
    const choose = await screen.findByRole('navigation', { name: 'Choose your phone' });
    expect(
      within(choose)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['iOS app', 'Android app', 'iOS lite app']);

    await user.click(within(choose).getByRole('link', { name: 'Android app' }));
    expect(router.state.location.search).toBe('?os=android');
    const android = await screen.findByRole('heading', { level: 2, name: 'Install the Android app' });
    expect(
      within(android.closest('section')!).getByText('If asked, allow installs from this source.'),
    ).toBeTruthy();
    expect(scan('QR code to download the Android app').href).toBe('https://apps.example/app.apk');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Download' }).getAttribute('href'),
    ).toBe('https://apps.example/app.apk');

    await user.click(within(choose).getByRole('link', { name: 'iOS lite app' }));
    await screen.findByRole('heading', { level: 2, name: 'Install the iOS lite app' });
    expect(screen.getByText('Tap Share, then Add to Home Screen, then Add.')).toBeTruthy();
    // A relative operator link becomes absolute, so a phone can open it.
    expect(scan('QR code to download the iOS lite app').href).toBe(
      `${window.location.origin}/down?os=ios-lite`,
    );
  });

  it('signs the phone in from the scanned link, in its language, and takes the token out of the address', async () => {
    const { router } = renderApp('/down?os=ios&lang=CN&token=scanned-token', { config, lang: 'EN' });
    await screen.findByRole('heading', { level: 2, name: '安装 iOS 应用' });
    await waitFor(() => expect(router.state.location.search).toBe('?os=ios'));
    expect(window.sessionStorage.getItem('token')).toBe('scanned-token');
    expect(await screen.findByRole('button', { name: '账户菜单' })).toBeTruthy();
  });

  it('keeps the session a phone already has rather than changing account', async () => {
    const { router } = renderApp('/down?os=ios&token=someone-else', { config, token: 'own-token' });
    await screen.findByRole('heading', { level: 2, name: 'Install the iOS app' });
    await waitFor(() => expect(router.state.location.search).toBe('?os=ios'));
    expect(window.sessionStorage.getItem('token')).toBe('own-token');
  });
});
