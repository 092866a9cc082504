/** A round ended (settled or cancelled): what other modules build on (recent games, turnover). */
export interface RoundEndedEvent {
  merchantId: number;
  memberId: number;
  vendorCode: string;
  nodeId: number | null;
  roundId: string;
  status: 'settled' | 'cancelled';
  /** Minor units. */
  stake: number;
  payout: number;
  endedAt: Date;
}

/** A bet was taken: the game is the member's most recent. */
export interface BetPlacedEvent {
  merchantId: number;
  memberId: number;
  vendorCode: string;
  nodeId: number | null;
  roundId: string;
  amount: number;
  placedAt: Date;
}

type Handlers = {
  betPlaced: (event: BetPlacedEvent) => Promise<void> | void;
  roundEnded: (event: RoundEndedEvent) => Promise<void> | void;
};

/**
 * The bets domain's events, published after the transaction that wrote the bet record commits.
 * Subscribers do their own work and their failures are logged, never thrown back at the vendor
 * whose money call already succeeded. In one process; several API nodes would relay them through
 * a queue, which this interface leaves room for.
 */
export class BetEvents {
  private readonly handlers: { [K in keyof Handlers]: Handlers[K][] } = { betPlaced: [], roundEnded: [] };

  constructor(private readonly onError: (error: unknown) => void) {}

  on<K extends keyof Handlers>(name: K, handler: Handlers[K]): void {
    this.handlers[name].push(handler);
  }

  async publish<K extends keyof Handlers>(name: K, event: Parameters<Handlers[K]>[0]): Promise<void> {
    for (const handler of this.handlers[name]) {
      try {
        await (handler as (event: Parameters<Handlers[K]>[0]) => Promise<void> | void)(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
