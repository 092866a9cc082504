// The floor of bench:chat: a bare `ws` server with the same room protocol and the same topology
// (posts numbered in Redis, published on Redis, every node writing every message to its sockets),
// with none of the platform (no database, sessions, validation, filter, rate limit or relay
// envelope). The bench runs it at the same sizes, so its ratio is what this machine allows any
// Node.js chat on `ws` and Redis, and the platform's own cost is what it adds above that floor.
// Usage (by bench/chat.ts): node bench/chat-floor-server.mjs <port> <redis url> <channel>
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';

const [port, redisUrl, channel] = [Number(process.argv[2]), process.argv[3], process.argv[4]];
const publisher = new Redis(redisUrl);
const subscriber = new Redis(redisUrl);
await subscriber.subscribe(channel);

const sockets = new Set();
const server = new WebSocketServer({ port, host: '127.0.0.1', perMessageDeflate: false });
const reply = (socket, message) => socket.send(JSON.stringify(message));

server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.type === 'auth') reply(socket, { type: 'ready' });
    else if (message.type === 'chat_join') {
      sockets.add(socket);
      reply(socket, { type: 'chat_history', roomId: 1, messages: [] });
    } else if (message.type === 'chat_post') {
      publisher.incr(`${channel}:seq`).then((seq) => {
        const out = { type: 'chat_message', message: { id: seq, seq, roomId: 1, text: message.text } };
        return publisher.publish(channel, JSON.stringify(out));
      });
    }
  });
  socket.on('close', () => sockets.delete(socket));
});

// Serialized once per node, like the platform's fan-out; one frame per socket per message.
subscriber.on('message', (_channel, payload) => {
  const frame = Buffer.from(payload);
  for (const socket of sockets) socket.send(frame, { binary: false });
});

server.on('listening', () => console.log('floor listening'));
