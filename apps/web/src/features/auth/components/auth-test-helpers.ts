import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { callsTo, type renderApp } from '../../../test/render-app.tsx';

type FetchMock = ReturnType<typeof renderApp>['fetchMock'];

/**
 * The body of the first call to an account route, after checking it went sealed (spec §7: the
 * credentials never travel as plain JSON).
 */
export async function sealedBody(fetchMock: FetchMock, route: string): Promise<unknown> {
  const [call] = await callsTo(fetchMock, route);
  expect(call?.sealed).toBe(true);
  return call?.body;
}

/** The modal closes once the account step is done (logged in, password changed). */
export function modalClosed(): Promise<void> {
  return waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
