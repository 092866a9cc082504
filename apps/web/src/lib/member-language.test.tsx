import { API_PATHS } from '@platform/contract/paths';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginResult, memberInfo } from '../test/fixtures.ts';
import { callsTo, envelope, type RenderOptions, renderApp } from '../test/render-app.tsx';

const STORE_LANGUAGE = `PUT ${API_PATHS.memberLanguage}`;

/** The app at `/` with the language route answering like the server; each test a session of its own. */
function renderSite(options: RenderOptions = {}) {
  return renderApp('/', {
    ...options,
    routes: { [STORE_LANGUAGE]: () => envelope(null), ...options.routes },
  });
}

/** The page is up in English, the language renderApp remembers; a previous test's language is gone. */
async function ready() {
  const header = await screen.findByRole('banner');
  await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  return header;
}

async function switchTo(app: ReturnType<typeof renderSite>, language: string) {
  const header = await screen.findByRole('banner');
  await app.user.selectOptions(
    within(header).getByRole('combobox', { name: /Language|语言|ဘာသာစကား/ }),
    language,
  );
}

describe('member language (spec §7 getUpdateLanguage)', () => {
  it('stores the language a logged-in member switches to', async () => {
    const app = renderSite({ token: 'tok-lang-switch', session: { memberType: '0' } });
    await ready();
    await screen.findByRole('button', { name: 'Account menu' });

    await switchTo(app, 'CN');

    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(window.localStorage.getItem('lang')).toBe('CN');
    await waitFor(async () => expect(await callsTo(app.fetchMock, STORE_LANGUAGE)).toHaveLength(1));
    const [call] = await callsTo(app.fetchMock, STORE_LANGUAGE);
    expect(call?.body).toEqual({ language: 'CN' });
    expect(call?.headers.Authorization).toBe('Bearer tok-lang-switch');
  });

  it('keeps a visitor’s and a trial member’s choice on this device only', async () => {
    const visitor = renderSite();
    const header = await ready();
    await within(header).findByRole('button', { name: 'Log in' });
    await switchTo(visitor, 'CN');
    expect(await within(header).findByRole('button', { name: '登录' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(await callsTo(visitor.fetchMock, STORE_LANGUAGE)).toEqual([]);
    visitor.unmount();

    const trial = renderSite({
      token: 'tok-lang-trial',
      session: { memberType: '4' },
      member: { ...memberInfo, type: 4, isTrial: true },
    });
    await ready();
    await screen.findByRole('button', { name: 'Account menu' });
    await switchTo(trial, 'MY');
    await waitFor(() => expect(document.documentElement.lang).toBe('my'));
    expect(window.localStorage.getItem('lang')).toBe('MY');
    expect(await callsTo(trial.fetchMock, STORE_LANGUAGE)).toEqual([]);
  });

  it('starts a loaded session in the member’s stored language', async () => {
    renderSite({
      token: 'tok-lang-load',
      session: { memberType: '0' },
      member: { ...memberInfo, language: 'CN' },
    });

    // renderApp remembered EN; only the member's stored language turns the page to Chinese.
    await waitFor(() => {
      expect(window.localStorage.getItem('lang')).toBe('CN');
      expect(document.documentElement.lang).toBe('zh-CN');
    });
    expect(await screen.findByRole('button', { name: '账户菜单' })).toBeTruthy();
  });

  it('turns to the member’s stored language on login', async () => {
    const app = renderApp('/', {
      member: { ...memberInfo, language: 'CN' },
      routes: {
        [`POST ${API_PATHS.login}`]: () => envelope(loginResult({ token: 'tok-lang-login' })),
        [STORE_LANGUAGE]: () => envelope(null),
      },
    });
    const header = await ready();
    await app.user.click(within(header).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await app.user.type(within(dialog).getByLabelText('Username'), 'player01');
    await app.user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await app.user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(window.localStorage.getItem('lang')).toBe('CN');
    // Adopting the stored language is no new choice to store.
    expect(await callsTo(app.fetchMock, STORE_LANGUAGE)).toEqual([]);
  });

  it('leaves the member’s own switch in place when member info loads again', async () => {
    const app = renderSite({
      token: 'tok-lang-refetch',
      session: { memberType: '0' },
      member: { ...memberInfo, language: 'EN' },
    });
    await ready();
    await screen.findByRole('button', { name: 'Account menu' });
    await switchTo(app, 'MY');
    await waitFor(() => expect(document.documentElement.lang).toBe('my'));
    await waitFor(async () => expect(await callsTo(app.fetchMock, STORE_LANGUAGE)).toHaveLength(1));

    // A refetch answered with the language stored before the switch does not undo it.
    await app.queryClient.refetchQueries({ queryKey: [API_PATHS.memberInfo] });
    expect(await callsTo(app.fetchMock, `GET ${API_PATHS.memberInfo}`)).toHaveLength(2);
    expect(window.localStorage.getItem('lang')).toBe('MY');
    expect(document.documentElement.lang).toBe('my');
  });
});
