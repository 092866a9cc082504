import { Duplex } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SocketWriteBatch } from './socket-write-batch.ts';

/** A connection that records each write it would make to the kernel: one entry per system call. */
function recordingConnection() {
  const syscalls: string[][] = [];
  const connection = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, done) {
      syscalls.push([chunk.toString()]);
      done();
    },
    writev(chunks, done) {
      syscalls.push(chunks.map(({ chunk }) => String(chunk)));
      done();
    },
  });
  return { connection, syscalls };
}

describe('socket write batch', () => {
  it('sends the frames written to a connection in one turn as one write, when the turn ends', async () => {
    const batch = new SocketWriteBatch();
    const { connection, syscalls } = recordingConnection();
    for (const frame of ['a', 'b', 'c']) {
      batch.hold(connection);
      connection.write(frame);
    }
    expect(syscalls).toEqual([]);
    await nextTurn();
    expect(syscalls).toEqual([['a', 'b', 'c']]);
  });

  it('holds each connection once and releases every one of them', async () => {
    const batch = new SocketWriteBatch();
    const first = recordingConnection();
    const second = recordingConnection();
    for (const { connection } of [first, second, first]) {
      batch.hold(connection);
      connection.write('x');
    }
    await nextTurn();
    expect(first.syscalls).toEqual([['x', 'x']]);
    expect(second.syscalls).toEqual([['x']]);
    // The next turn starts unheld: a lone frame goes out by itself.
    batch.hold(second.connection);
    second.connection.write('y');
    await nextTurn();
    expect(second.syscalls).toEqual([['x'], ['y']]);
  });

  it('lets a connection that ends mid-turn flush what it holds, and skips a destroyed one', async () => {
    const batch = new SocketWriteBatch();
    const ending = recordingConnection();
    batch.hold(ending.connection);
    ending.connection.write('bye');
    ending.connection.end();
    const destroyed = recordingConnection();
    destroyed.connection.destroy();
    batch.hold(destroyed.connection);
    await nextTurn();
    expect(ending.syscalls.flat()).toEqual(['bye']);
    expect(destroyed.syscalls).toEqual([]);
  });
});
