import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearNotices } from '../lib/notice.ts';
import { FakeSocket } from './fake-socket.ts';
import { fakeMediaQueryList } from './media-query.ts';

// Lazy chunks are transformed on first import in tests, which can take a moment.
configure({ asyncUtilTimeout: 10_000 });

// jsdom implements neither scrolling nor media queries; the app calls both.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
if (!window.matchMedia) window.matchMedia = (query: string) => fakeMediaQueryList(query, false);

// A logged-in page opens /ws: each test gets sockets it can drive instead of jsdom's real ones.
beforeEach(() => {
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  cleanup();
  clearNotices();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
