import { MantineProvider } from '@mantine/core';
import type { OperatorMe, OperatorPermission } from '@platform/contract/operators';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { setToken } from '../lib/session.ts';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The answer of one request: a value (success) or an error envelope with its status and failing fields. */
export type Answer =
  | { value: unknown }
  | { status: number; code: string; message?: string; fields?: { field: string; message: string }[] };
/** A promise holds the answer back, so a test can see what the screen shows while a request runs. */
export type Responder = (request: SentRequest) => Answer | Promise<Answer> | undefined;

/**
 * Renders a console screen signed in as an operator with these permissions, against an API the
 * test answers (`respond`); every request is recorded in `sent`, so a test can prove a refused form
 * sent nothing. Unanswered requests fail the test loudly with a 500.
 */
export function renderConsole(
  ui: ReactNode,
  options: { permissions: OperatorPermission[]; respond?: Responder; path?: string; route?: string },
) {
  const sent: SentRequest[] = [];
  const me: OperatorMe = {
    id: 1,
    username: 'tester',
    role: 'admin',
    permissions: options.permissions,
    totpEnabled: false,
    totpSetupRequired: false,
    lastLoginAt: null,
  };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://console.test');
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    let answer: Answer | undefined;
    if (request.path === ADMIN_PATHS.me) answer = { value: me };
    else if (request.path === API_PATHS.systemConfig)
      answer = { value: { currency: { code: 'MMK', symbol: 'K', exponent: 2 } } };
    else answer = await options.respond?.(request);
    if (!answer) answer = { status: 500, code: 'INTERNAL_ERROR', message: `no answer for ${request.path}` };
    const body =
      'value' in answer
        ? { success: true, value: answer.value }
        : {
            success: false,
            code: answer.code,
            message: answer.message ?? answer.code,
            requestId: 'test',
            ...(answer.fields ? { fields: answer.fields } : {}),
          };
    return new Response(JSON.stringify(body), {
      status: 'value' in answer ? 200 : answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  setToken('test-token');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path={options.route ?? '*'} element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, sent };
}
