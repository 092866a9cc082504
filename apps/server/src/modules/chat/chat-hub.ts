import { ChatMessageSchema } from '@platform/contract/chat';
import type { SocketServerMessage } from '@platform/contract/wallet';
import { z } from 'zod';
import type { EventRelay } from '../../relay/event-relay.ts';

/** What nodes tell each other on the relay's `chat` channel; every node's sockets act on it. */
const ChatRelayMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), merchantId: z.number().int(), message: ChatMessageSchema }),
  z.object({
    type: z.literal('deleted'),
    merchantId: z.number().int(),
    roomId: z.number().int(),
    ids: z.array(z.number().int()),
  }),
  z.object({
    type: z.literal('muted'),
    merchantId: z.number().int(),
    memberId: z.number().int(),
    until: z.string().nullable(),
  }),
]);
export type ChatRelayMessage = z.infer<typeof ChatRelayMessageSchema>;

type Listener = (message: SocketServerMessage) => void;

function addTo<K>(map: Map<K, Set<Listener>>, key: K, listener: Listener): () => void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) map.delete(key);
  };
}

/**
 * This node's chat listeners: the sockets in each room and each member's sockets (for mute
 * notices). Every change goes out on the relay and comes back to every node, this one included,
 * so a socket hears a message the same way whichever node stored it. The room ids are the
 * database's, unique across merchants, so a room's listeners are one merchant's sockets.
 */
export class ChatHub {
  private readonly rooms = new Map<number, Set<Listener>>();
  private readonly members = new Map<number, Set<Listener>>();

  constructor(private readonly relay: EventRelay) {
    relay.subscribe('chat', (raw) => this.hear(ChatRelayMessageSchema.parse(raw)));
  }

  get listenerCount(): number {
    let count = 0;
    for (const set of this.rooms.values()) count += set.size;
    return count;
  }

  joinRoom(roomId: number, listener: Listener): () => void {
    return addTo(this.rooms, roomId, listener);
  }

  watchMember(memberId: number, listener: Listener): () => void {
    return addTo(this.members, memberId, listener);
  }

  /** Never rejects (the relay reports its own failures). */
  announce(message: ChatRelayMessage): Promise<void> {
    return this.relay.publish('chat', message);
  }

  private hear(message: ChatRelayMessage): void {
    if (message.type === 'message') {
      const out: SocketServerMessage = { type: 'chat_message', message: message.message };
      for (const listener of this.rooms.get(message.message.roomId) ?? []) listener(out);
    } else if (message.type === 'deleted') {
      const out: SocketServerMessage = { type: 'chat_deleted', roomId: message.roomId, ids: message.ids };
      for (const listener of this.rooms.get(message.roomId) ?? []) listener(out);
    } else {
      const out: SocketServerMessage = { type: 'chat_muted', until: message.until };
      for (const listener of this.members.get(message.memberId) ?? []) listener(out);
    }
  }
}

const hubs = new WeakMap<EventRelay, ChatHub>();

/** The one hub of an app (keyed by its relay), made on first use by the socket or the operator routes. */
export function chatHubOf(relay: EventRelay): ChatHub {
  let hub = hubs.get(relay);
  if (!hub) {
    hub = new ChatHub(relay);
    hubs.set(relay, hub);
  }
  return hub;
}
