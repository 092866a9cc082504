import type { Language } from '@platform/contract/i18n';
import type { Banner, SiteConfig, SystemStatus, WhitelabelNode } from '@platform/contract/system';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import { routes } from '../app/routes.tsx';
import { initI18n, syncLanguageFromStorage } from '../lib/i18n.ts';
import { hideLoader } from '../lib/loader.ts';
import { syncSession } from '../lib/session.ts';
import { initTheme } from '../lib/theme.ts';
import { openStatus, siteConfig, whitelabel } from './fixtures.ts';

type Handler = (request: { method: string; url: URL; body: unknown }) => Response | Promise<Response>;

export interface ApiMock {
  status?: SystemStatus;
  config?: SiteConfig;
  whitelabel?: WhitelabelNode[];
  banners?: Partial<Record<Banner['groupName'], Banner[]>>;
  /** Extra or overriding routes, keyed "METHOD /path". */
  routes?: Record<string, Handler>;
}

export function envelope(value: unknown, status = 200): Response {
  return new Response(JSON.stringify({ success: true, value }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorEnvelope(code: string, message: string, status: number): Response {
  return new Response(JSON.stringify({ success: false, code, message, requestId: 'req-1' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces fetch with the API's answers; returns the mock to inspect calls. */
export function mockApi(api: ApiMock = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const custom = api.routes?.[`${method} ${url.pathname}`];
    if (custom) return custom({ method, url, body });
    switch (url.pathname) {
      case '/wps/system/status':
        return envelope(api.status ?? openStatus);
      case '/wps/system/config':
        return envelope(api.config ?? siteConfig);
      case '/wps/system/whitelabel':
        return envelope(api.whitelabel ?? whitelabel);
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
}

/** Renders the whole app (gate, router, layouts) at `path`, against the mocked API. */
export function renderApp(path = '/', options: RenderOptions = {}) {
  const { lang = 'EN', token, ...api } = options;
  if (lang) window.localStorage.setItem('lang', lang);
  if (token) window.sessionStorage.setItem('token', token);
  const fetchMock = mockApi(api);
  initI18n();
  syncLanguageFromStorage();
  syncSession();
  initTheme();
  hideLoader();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user, fetchMock };
}
