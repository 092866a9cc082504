import { z } from 'zod';
import type { EventRelay } from '../../relay/event-relay.ts';

/** Keeps each message well under the relay's size bound (PostgreSQL NOTIFY's 8000 bytes). */
const IDS_PER_MESSAGE = 500;

const SessionRevocationSchema = z.strictObject({
  memberId: z.number().int().positive(),
  sessionIds: z.array(z.number().int().positive()).max(IDS_PER_MESSAGE),
});

/** Sessions that just ended (logout, password change, lock, operator), so their live connections close. */
export type SessionRevocation = z.infer<typeof SessionRevocationSchema>;

/**
 * Tells every node's long-lived connections (the /ws socket) that sessions ended, so they close at
 * once rather than at their next heartbeat. Announced after the database says the session ended:
 * the database stays the truth, and this only makes the news travel fast.
 */
export interface SessionRevocations {
  /** Never rejects: a lost announcement leaves the heartbeat to notice, and must not fail a logout. */
  publish(revocation: SessionRevocation): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: (revocation: SessionRevocation) => void): () => void;
  /** Resolves once announcements from other nodes are heard. */
  readonly ready: Promise<void>;
}

/** Revocations over the event relay: this node's sockets hear at once, the others through its backend. */
export function createSessionRevocations(relay: EventRelay): SessionRevocations {
  return {
    async publish({ memberId, sessionIds }) {
      for (let start = 0; start < sessionIds.length; start += IDS_PER_MESSAGE)
        await relay.publish('session-revocations', {
          memberId,
          sessionIds: sessionIds.slice(start, start + IDS_PER_MESSAGE),
        });
    },
    subscribe: (handler) =>
      relay.subscribe('session-revocations', (message) => handler(SessionRevocationSchema.parse(message))),
    ready: relay.ready,
  };
}
