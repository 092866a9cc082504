import type { MemberInfo, RegisterSettings } from '@platform/contract/accounts';
import type { FieldRule } from '@platform/contract/field-rules';
import type { Game, GameCategory, GameMenuEntry, GameVendors } from '@platform/contract/games';
import type { Language } from '@platform/contract/i18n';
import {
  bytesToBase64,
  isSealedBody,
  openSealedPayload,
  type SealingKey,
} from '@platform/contract/sealed-payload';
import type { Banner, Permission, SiteConfig, SystemStatus, WhitelabelNode } from '@platform/contract/system';
import type { WalletBalance } from '@platform/contract/wallet';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter, type To, UNSAFE_createMemoryHistory } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import { initI18n, syncLanguageFromStorage } from '../lib/i18n.ts';
import { hideLoader } from '../lib/loader.ts';
import { syncSession } from '../lib/session.ts';
import { initTheme } from '../lib/theme.ts';
import {
  memberInfo,
  openStatus,
  permissionWith,
  registerRules,
  registerSettings,
  siteConfig,
  walletBalance,
  whitelabel,
} from './fixtures.ts';
import { gameMenus } from './game-fixtures.ts';

export interface MockRequest {
  method: string;
  url: URL;
  /** The JSON or form body as the server reads it: sealed bodies arrive opened. */
  body: unknown;
  /** True when the body came sealed with the published key (spec §7 "encrypted"). */
  sealed: boolean;
  headers: Record<string, string>;
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

export interface ApiMock {
  status?: SystemStatus;
  config?: SiteConfig;
  whitelabel?: WhitelabelNode[];
  /** The permission response (spec §3); no CDNs and no analytics by default. */
  permission?: Permission;
  banners?: Partial<Record<Banner['groupName'], Banner[]>>;
  settings?: RegisterSettings;
  rules?: Record<string, FieldRule>;
  /** Member info for requests with a token. */
  member?: MemberInfo;
  /** The header balance for requests with a token. */
  balance?: WalletBalance;
  /** The game menu (spec §2); the slots and fishing lobbies by default. */
  gameMenus?: GameMenuEntry[];
  /** The game vendors' lanes (spec §7); by default the vendors of the game menu's categories. */
  gameVendors?: GameVendors['data']['lanes'];
  /** Every game the catalog holds; the game list answers those of the asked category and vendor. */
  games?: Game[];
  /** Extra or overriding routes, keyed "METHOD /path". */
  routes?: Record<string, Handler>;
}

/** A 1×1 PNG: what the captcha route answers (base64, spec §7). */
export const CAPTCHA_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface ServerKey {
  keyId: string;
  publicKey: string;
  privateKey: SealingKey;
}

let serverKey: Promise<ServerKey> | undefined;

/** One RSA key per test file, published like the server's, so sealed bodies can be opened and checked. */
function testServerKey(): Promise<ServerKey> {
  serverKey ??= crypto.subtle
    .generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    )
    .then(async (pair) => ({
      keyId: 'test-key',
      publicKey: bytesToBase64(await crypto.subtle.exportKey('spki', pair.publicKey)),
      privateKey: pair.privateKey,
    }));
  return serverKey;
}

async function readBody(init: RequestInit | undefined): Promise<{ body: unknown; sealed: boolean }> {
  if (typeof init?.body !== 'string') return { body: undefined, sealed: false };
  const headers = (init.headers ?? {}) as Record<string, string>;
  if (headers['Content-Type'] === 'application/x-www-form-urlencoded')
    return { body: Object.fromEntries(new URLSearchParams(init.body)), sealed: false };
  const parsed: unknown = JSON.parse(init.body);
  if (!isSealedBody(parsed)) return { body: parsed, sealed: false };
  const opened = await openSealedPayload((await testServerKey()).privateKey, parsed);
  return { body: opened.body, sealed: true };
}

export function envelope(value: unknown, status = 200): Response {
  return new Response(JSON.stringify({ success: true, value }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorEnvelope(
  code: string,
  message: string,
  status: number,
  extra: { value?: Record<string, unknown>; fields?: unknown[]; headers?: Record<string, string> } = {},
): Response {
  const { headers, ...rest } = extra;
  return new Response(JSON.stringify({ success: false, code, message, requestId: 'req-1', ...rest }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The calls the app made to one route ("METHOD /path"), with their bodies as the server reads them. */
export async function callsTo(fetchMock: ReturnType<typeof mockApi>, route: string): Promise<MockRequest[]> {
  const [method, path] = route.split(' ');
  const calls = fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return (init?.method ?? 'GET') === method && url.pathname === path;
  });
  return Promise.all(
    calls.map(async ([input, init]) => ({
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      headers: (init?.headers ?? {}) as Record<string, string>,
      ...(await readBody(init)),
    })),
  );
}

/** The lanes the server answers for a game menu: its categories that have vendors. */
function lanesOf(menus: GameMenuEntry[]): GameVendors['data']['lanes'] {
  return menus.flatMap(({ gameCategory, vendors }) =>
    vendors.length ? [{ gameType: gameCategory as GameCategory, vendors }] : [],
  );
}

/** Replaces fetch with the API's answers; returns the mock to inspect calls. */
export function mockApi(api: ApiMock = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const { body, sealed } = await readBody(init);
    const custom = api.routes?.[`${method} ${url.pathname}`];
    if (custom) return custom({ method, url, body, sealed, headers });
    switch (url.pathname) {
      case '/wps/system/publicKey': {
        const { keyId, publicKey } = await testServerKey();
        return envelope({ keyId, algorithm: 'RSA-OAEP-256+A256GCM', publicKey });
      }
      case '/wps/system/setting/register':
        return envelope(api.settings ?? registerSettings);
      case '/wps/system/setting/register/rules':
        return envelope(api.rules ?? registerRules);
      case '/wps/captcha':
        return envelope(CAPTCHA_PNG);
      case '/wps/member/info':
        return headers.Authorization
          ? envelope(api.member ?? memberInfo)
          : errorEnvelope('UNAUTHORIZED', 'No token', 401);
      case '/wps/v2/wallets/balance':
        return headers.Authorization
          ? envelope(api.balance ?? walletBalance)
          : errorEnvelope('UNAUTHORIZED', 'No token', 401);
      case '/wps/member/loginHistory':
        return envelope({ list: [] });
      case '/wps/member/messages/unread':
        return headers.Authorization
          ? envelope({ unreadMessage: 0 })
          : errorEnvelope('UNAUTHORIZED', 'No token', 401);
      case '/wps/system/status':
        return envelope(api.status ?? openStatus);
      case '/wps/system/config':
        return envelope(api.config ?? siteConfig);
      case '/wps/system/whitelabel':
        return envelope(api.whitelabel ?? whitelabel);
      case '/wps/system/permission':
        return envelope(api.permission ?? permissionWith());
      case '/lgw/games/game_menus':
        return envelope({ list: api.gameMenus ?? gameMenus });
      case '/lgw/games/vendors':
        return envelope({ data: { lanes: api.gameVendors ?? lanesOf(api.gameMenus ?? gameMenus) } });
      case '/lgw/games/game_list': {
        const q = url.searchParams;
        const size = Number(q.get('pageSize') ?? 28);
        const matching = (api.games ?? []).filter(
          (item) =>
            (!q.get('gameType') || item.gameType === q.get('gameType')) &&
            (!q.get('vassalage') || item.vassalage === q.get('vassalage')) &&
            (!q.get('gameName') ||
              item.gameName.toLowerCase().includes(String(q.get('gameName')).toLowerCase())),
        );
        const pages = Math.ceil(matching.length / size);
        const page = Math.max(1, Math.min(Number(q.get('pageNo') ?? 1), pages));
        return envelope({
          games: matching.slice((page - 1) * size, page * size),
          pageNo: page,
          pageSize: size,
          total: matching.length,
          totalPages: pages,
        });
      }
      case '/lgw/games/hot_games':
        return envelope({ list: (api.games ?? []).filter((item) => item.isHot) });
      case '/lgw/games/winners':
        return envelope({ list: [] });
      case '/lgw/games/favorite/ids':
        return envelope({ list: [] });
      case '/lgw/games/favorite':
        return envelope({ content: [], pageNum: 1, totalPages: 0, total: 0 });
      case '/lgw/games/recent':
        return envelope({ list: [], page: 1, totalPages: 0, total: 0 });
      case '/wps/content/banners': {
        const group = url.searchParams.get('groupName') as Banner['groupName'];
        return envelope({ list: api.banners?.[group] ?? [] });
      }
      default:
        return errorEnvelope('NOT_FOUND', `No route ${method} ${url.pathname}`, 404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export interface RenderOptions extends ApiMock {
  /** The language the visitor chose before (stored as `lang`); omit to let the config decide. */
  lang?: Language | null;
  token?: string;
  /** Session keys beside the token (memberType, isAgent, account…), as a login leaves them. */
  session?: Record<string, string>;
}

/** Renders the whole app (gate, router, layouts) at `path`, against the mocked API. */
export function renderApp(path = '/', options: RenderOptions = {}) {
  const { lang = 'EN', token, session = {}, ...api } = options;
  if (lang) window.localStorage.setItem('lang', lang);
  if (token) window.sessionStorage.setItem('token', token);
  for (const [key, value] of Object.entries(session)) window.sessionStorage.setItem(key, value);
  const fetchMock = mockApi(api);
  initI18n();
  syncLanguageFromStorage();
  syncSession();
  initTheme();
  hideLoader();
  // The site's declarative router on a memory history; `router` reads and moves that history the
  // way a test would read and move the browser's address bar.
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const Router = ({ children }: { children: ReactNode }) => (
    <HistoryRouter history={history}>{children}</HistoryRouter>
  );
  const router = {
    get state() {
      return { location: history.location };
    },
    navigate: (to: To) => act(async () => history.push(to)),
  };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(<App router={Router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user, fetchMock };
}
