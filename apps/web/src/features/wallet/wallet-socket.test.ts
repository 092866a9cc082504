import { SOCKET_CLOSE, SOCKET_TIMING } from '@platform/contract/wallet-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket.ts';
import { openWalletSocket, socketUrl } from './wallet-socket.ts';

function handlers() {
  return { onMessage: vi.fn(), onUnauthorized: vi.fn() };
}

describe('openWalletSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects to /ws on the page origin, with wss on https', () => {
    expect(socketUrl({ protocol: 'https:', host: 'play.example' })).toBe('wss://play.example/ws');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
  });

  it('authenticates first, hands messages on, and reconnects after a dropped connection', () => {
    const on = handlers();
    const stop = openWalletSocket('tok', on);
    const first = FakeSocket.latest()!;
    first.acceptConnection();
    first.receive({ type: 'ready' });
    first.receive({ type: 'balance', wallet: 'cash', balance: 10 });
    expect(first.sent).toEqual([{ type: 'auth', token: 'tok' }]);
    expect(on.onMessage).toHaveBeenLastCalledWith({ type: 'balance', wallet: 'cash', balance: 10 });

    first.closeFromServer(1006);
    vi.advanceTimersByTime(2000);

    expect(FakeSocket.opened).toHaveLength(2);
    stop();
  });

  it('stops for good when the server refuses the token', () => {
    const on = handlers();
    const stop = openWalletSocket('dead', on);
    FakeSocket.latest()!.acceptConnection();
    FakeSocket.latest()!.closeFromServer(SOCKET_CLOSE.UNAUTHORIZED);
    vi.advanceTimersByTime(60_000);

    expect(on.onUnauthorized).toHaveBeenCalledOnce();
    expect(FakeSocket.opened).toHaveLength(1);
    stop();
  });

  it('pings, and replaces a connection that went silent', () => {
    const stop = openWalletSocket('tok', handlers());
    const first = FakeSocket.latest()!;
    first.acceptConnection();
    first.receive({ type: 'ready' });

    vi.advanceTimersByTime(SOCKET_TIMING.heartbeatMs);
    expect(first.sent).toContainEqual({ type: 'ping' });

    vi.advanceTimersByTime(2 * SOCKET_TIMING.heartbeatMs + 2000);
    expect(first.readyState).toBe(FakeSocket.CLOSED);
    expect(FakeSocket.opened.length).toBeGreaterThan(1);
    stop();
  });

  it('closes and stays closed once stopped', () => {
    const stop = openWalletSocket('tok', handlers());
    const socket = FakeSocket.latest()!;
    socket.acceptConnection();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(socket.readyState).toBe(FakeSocket.CLOSED);
    expect(FakeSocket.opened).toHaveLength(1);
  });
});
