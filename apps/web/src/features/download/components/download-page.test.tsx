import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readQrSvg } from '../../../lib/qr.test-reader.ts';
import { siteConfig } from '../../../test/fixtures.ts';
import { callsTo, envelope, errorEnvelope, type MockRequest, renderApp } from '../../../test/render-app.tsx';

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

/** The server's handoff calls: each issue is a new code; `good-code` redeems once for `phone-token`. */
function handoffRoutes() {
  let issued = 0;
  let used = false;
  return {
    'POST /wps/session/handoff': () =>
      envelope({ code: `handoff-${++issued}`, expiresAt: new Date(Date.now() + 120_000).toISOString() }),
    'POST /wps/session/handoff/redeem': ({ body }: MockRequest) => {
      if ((body as { code: string }).code !== 'good-code' || used)
        return errorEnvelope('HANDOFF_CODE_INVALID', 'expired or used', 401);
      used = true;
      return envelope({ token: 'phone-token' });
    },
  };
}

/** A browser where everything observed is on screen (jsdom has no IntersectionObserver). */
function everythingInView() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        this.report([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
}

describe('/down', () => {
  it('gives a signed-in member an iOS code that signs the phone in with a one-time code, never the session token', async () => {
    everythingInView();
    const { fetchMock } = renderApp('/down', {
      config,
      token: 'member-token-1',
      lang: 'MY',
      routes: handoffRoutes(),
    });
    const label = 'iOS အက်ပ် ဒေါင်းလုဒ်ရန် QR ကုဒ်';
    // The page's code and the side menu's (spec §2) are the same link, with one code between them.
    await waitFor(() => {
      const codes = screen.getAllByRole('img', { name: label });
      expect(codes).toHaveLength(2);
      for (const code of codes) expect(read(code).searchParams.get('code')).toBe('handoff-1');
    });
    for (const code of screen.getAllByRole('img', { name: label })) {
      const link = read(code);
      expect(link.origin).toBe(window.location.origin);
      expect(link.pathname).toBe('/down');
      expect(Object.fromEntries(link.searchParams)).toEqual({ os: 'ios', lang: 'MY', code: 'handoff-1' });
    }
    expect(await callsTo(fetchMock, 'POST /wps/session/handoff')).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('makes no code for a side menu that is not on screen', async () => {
    const { fetchMock } = renderApp('/', { config, token: 'member-token-1', routes: handoffRoutes() });
    await screen.findAllByRole('img', { name: 'QR code to download the iOS app' });
    expect(await callsTo(fetchMock, 'POST /wps/session/handoff')).toHaveLength(0);
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

  it('signs the phone in from the scanned code, in its language, and takes the code out of the address', async () => {
    const { router } = renderApp('/down?os=ios&lang=CN&code=good-code', {
      config,
      lang: 'EN',
      routes: handoffRoutes(),
    });
    await screen.findByRole('heading', { level: 2, name: '安装 iOS 应用' });
    await waitFor(() => expect(router.state.location.search).toBe('?os=ios'));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('phone-token'));
    expect(await screen.findByRole('button', { name: '账户菜单' })).toBeTruthy();
  });

  it('says so when the scanned code expired or was used, and stays signed out', async () => {
    const { router } = renderApp('/down?os=ios&code=old-code', { config, routes: handoffRoutes() });
    expect(
      await screen.findByText('This code has expired or was already used. Scan a new one.'),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?os=ios');
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('keeps the session a phone already has rather than changing account', async () => {
    const { router, fetchMock } = renderApp('/down?os=ios&code=good-code', {
      config,
      token: 'own-token',
      routes: handoffRoutes(),
    });
    await screen.findByRole('heading', { level: 2, name: 'Install the iOS app' });
    await waitFor(() => expect(router.state.location.search).toBe('?os=ios'));
    expect(window.sessionStorage.getItem('token')).toBe('own-token');
    expect(await callsTo(fetchMock, 'POST /wps/session/handoff/redeem')).toHaveLength(0);
  });
});
