// One member of the cluster test (scripts/cluster-test.ts): a player whose requests go round-robin
// across the nodes, with the vendor's signed bets and wins for it, and a wallet socket on every node.
// A request that gets no answer is sent again, to the next node, with the same ids until one answers.
import { API_PATHS, SOCKET_PATH } from '@platform/contract/paths';
import { TRANSFER_PATHS } from '@platform/contract/transfers';
import type { VendorTransactionAnswer } from '@platform/contract/vendor-api';
import { SocketClient } from '../apps/server/src/modules/wallet/socket-test-client.ts';
import {
  type PlatformWalletClient,
  platformWalletClient,
  WalletCallError,
} from '../apps/server/src/sandbox-vendor/platform-wallet-client.ts';
import { sleep } from '../bench/lib.mjs';

const REQUEST_TIMEOUT_MS = 10_000;
const DEPOSIT_CREDIT_TIMEOUT_MS = 60_000;
export const PAYMENT_PASSWORD = '246810';
export const LOGIN_PASSWORD = 'Secret123';

export interface ClusterNode {
  index: number;
  nodeId: string;
  port: number;
  base: string;
}

/** The nodes, and while or after one was killed: which, and between which moments (performance.now()). */
export interface Cluster {
  nodes: ClusterNode[];
  kill: { node: number; from: number; to: number } | null;
  vendor: { code: string; secret: string; gameCode: string; currency: string };
  depositChannelId: number;
}

/** One call that moves the member's cash: the ledger knows it by `key` (idempotency key, or `ref:` + order number). */
export interface MoneyCall {
  kind: 'bet' | 'win' | 'transfer' | 'withdrawal' | 'deposit';
  key: string;
  /** performance.now() when its first attempt was sent. */
  sentAt: number;
  /** The node that answered; null for a deposit, whose credit comes with the gateway's callback. */
  servedBy: number | null;
  attempts: number;
  /** An attempt was in flight at the node when it was killed: it may have committed without telling anyone. */
  inDoubt: boolean;
}

/** A socket that also keeps when each message came (performance.now()). */
class TimedSocket extends SocketClient {
  readonly times: number[] = [];
  constructor(target: string) {
    super(target);
    this.socket.on('message', () => this.times.push(performance.now()));
  }
}

/** One wallet socket of the member on one node, from its ready message until it closed. */
export interface SocketLog {
  node: number;
  /** 'start' for the sockets opened before the load, 'reconnect' for those opened after the restart. */
  epoch: 'start' | 'reconnect';
  /** Ledger entries with an id above this were committed after the socket was ready (and are owed to it). */
  owedAfterEntry: number;
  /** Entries at or below this id may have been committed before the socket listened (reconnects only). */
  maybeBeforeEntry: number;
  client: TimedSocket;
  closedAt: number | null;
}

export class ClusterMember {
  readonly calls: MoneyCall[] = [];
  readonly sockets: SocketLog[] = [];
  readonly problems: string[] = [];
  token = '';
  bankAccountId = 0;
  launchToken = '';
  private turn: number;
  /** The vendor's wallet client for each node. */
  private readonly wallets: PlatformWalletClient[];

  constructor(
    private readonly cluster: Cluster,
    readonly memberId: number,
    readonly account: string,
    /** The cash balance this member's answers must show, followed call by call. */
    public cash: number,
  ) {
    this.turn = memberId;
    this.wallets = cluster.nodes.map((node) =>
      platformWalletClient({
        platformUrl: node.base,
        vendorCode: cluster.vendor.code,
        secret: cluster.vendor.secret,
        timeoutMs: REQUEST_TIMEOUT_MS,
      }),
    );
  }

  private nextNode(): ClusterNode {
    const nodes = this.cluster.nodes;
    return nodes[this.turn++ % nodes.length]!;
  }

  /**
   * Sends one request until a node answers it, each attempt to the next node; `attempt` throws a
   * RefusedError for a final answer that says no, anything else it throws counts as no answer.
   */
  private async untilAnswered<T>(
    call: MoneyCall | null,
    attempt: (node: ClusterNode) => Promise<T>,
  ): Promise<{ node: number; value: T }> {
    for (;;) {
      const node = this.nextNode();
      const startedAt = performance.now();
      if (call) call.attempts += 1;
      try {
        return { node: node.index, value: await attempt(node) };
      } catch (error) {
        if (error instanceof RefusedError) throw error;
        // No answer: the node is down or went down; the same request goes to the next node.
        const kill = this.cluster.kill;
        if (call && kill && kill.node === node.index && startedAt <= kill.to) call.inDoubt = true;
        await sleep(50);
      }
    }
  }

  /** One HTTP request to a node: a 5xx or a dropped connection is no answer, a 4xx is final. */
  private async send(node: ClusterNode, what: string, request: { path: string; init: RequestInit }) {
    const response = await fetch(`${node.base}${request.path}`, {
      ...request.init,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.status >= 500) throw new Error(`${node.nodeId} answered ${response.status}`);
    if (response.status >= 400)
      throw new RefusedError(`${what} on ${node.nodeId}: ${response.status} ${text}`);
    return { status: response.status, text };
  }

  /** An API call until answered; its envelope must say success. */
  private async untilOk<T>(
    call: MoneyCall | null,
    what: string,
    request: () => { path: string; init: RequestInit },
  ): Promise<{ node: number; value: T }> {
    const answer = await this.untilAnswered(call, (node) => this.send(node, what, request()));
    const body = JSON.parse(answer.value.text) as { success: boolean; value: T };
    if (!body.success) throw new RefusedError(`${what} was refused: ${answer.value.text}`);
    return { node: answer.node, value: body.value };
  }

  private json(method: string, path: string, body?: unknown): { path: string; init: RequestInit } {
    return {
      path,
      init: {
        method,
        headers: {
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
    };
  }

  private startCall(kind: MoneyCall['kind'], key: string): MoneyCall {
    const call: MoneyCall = {
      kind,
      key,
      sentAt: performance.now(),
      servedBy: null,
      attempts: 0,
      inDoubt: false,
    };
    this.calls.push(call);
    return call;
  }

  private expectBalance(what: string, balance: number): void {
    if (balance !== this.cash)
      this.problems.push(`${this.account}: ${what} answered balance ${balance}, expected ${this.cash}`);
    this.cash = balance;
  }

  /** Logs in, binds a bank account and launches a seamless game for its token. */
  async prepare(gameNodeId: number): Promise<void> {
    const login = await this.untilOk<{ token: string }>(null, 'login', () =>
      this.json('POST', API_PATHS.login, { username: this.account, password: LOGIN_PASSWORD }),
    );
    this.token = login.value.token;
    const bank = await this.untilOk<{ id: number }>(null, 'bank account', () =>
      this.json('POST', API_PATHS.bankAccounts, {
        bankName: 'KBZ Bank',
        accountNumber: `9${String(this.memberId).padStart(9, '0')}`,
      }),
    );
    this.bankAccountId = bank.value.id;
    const launch = await this.untilOk<{ url: string }>(null, 'game launch', () =>
      this.json('POST', API_PATHS.launchGame, { nodeId: gameNodeId }),
    );
    const token = new URL(launch.value.url).searchParams.get('token');
    if (!token) throw new Error(`the launch address carries no token: ${launch.value.url}`);
    this.launchToken = token;
  }

  /** Opens an authenticated socket on a node and keeps what it hears from then on. */
  async openSocket(node: number, epoch: SocketLog['epoch']): Promise<void> {
    const { port } = this.cluster.nodes[node]!;
    const client = new TimedSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}`);
    await client.opened;
    client.send({ type: 'auth', token: this.token });
    await client.waitFor('ready');
    const log: SocketLog = {
      node,
      epoch,
      // Set by the caller from the ledger once every socket of the batch is ready.
      owedAfterEntry: 0,
      maybeBeforeEntry: 0,
      client,
      closedAt: null,
    };
    void client.closed.then(() => {
      log.closedAt = performance.now();
    });
    this.sockets.push(log);
  }

  /** Cash balances this socket heard after it was ready, with when. */
  static cashEvents(log: SocketLog): { balance: number; at: number }[] {
    const heard: { balance: number; at: number }[] = [];
    log.client.messages.forEach((message, i) => {
      if (message.type === 'balance' && message.wallet === 'cash')
        heard.push({ balance: message.balance, at: log.client.times[i]! });
    });
    return heard;
  }

  /** A signed wallet call as the vendor makes it (the sandbox vendor's client), until a node answers. */
  private async vendorCall(
    call: MoneyCall,
    send: (wallet: PlatformWalletClient) => Promise<VendorTransactionAnswer>,
  ): Promise<number> {
    const answer = await this.untilAnswered(call, async (node) => {
      try {
        return await send(this.wallets[node.index]!);
      } catch (error) {
        if (error instanceof WalletCallError && !error.retryable)
          throw new RefusedError(`${call.kind} ${call.key} on ${node.nodeId}: ${error.status} ${error.code}`);
        throw error;
      }
    });
    call.servedBy = answer.node;
    return answer.value.balance;
  }

  /** A round at the vendor: a bet, then a win that closes it (never 0, so each moves the cash). */
  async playRound(n: number): Promise<void> {
    const { code, gameCode, currency } = this.cluster.vendor;
    const roundId = `r-${this.memberId}-${n}`;
    const stake = 100 + ((n * 37) % 400);
    const win = 1 + ((n * 53) % 800);
    const bet = this.startCall('bet', `seamless:${code}:b-${this.memberId}-${n}`);
    this.cash -= stake;
    const afterBet = await this.vendorCall(bet, (wallet) =>
      wallet.bet({
        transactionId: `b-${this.memberId}-${n}`,
        roundId,
        playerId: String(this.memberId),
        token: this.launchToken,
        gameCode,
        amount: stake,
        currency,
      }),
    );
    this.expectBalance(`bet ${n}`, afterBet);
    const paid = this.startCall('win', `seamless:${code}:w-${this.memberId}-${n}`);
    this.cash += win;
    const afterWin = await this.vendorCall(paid, (wallet) =>
      wallet.win({
        transactionId: `w-${this.memberId}-${n}`,
        roundId,
        playerId: String(this.memberId),
        gameCode,
        amount: win,
        currency,
        endRound: true,
      }),
    );
    this.expectBalance(`win ${n}`, afterWin);
  }

  /** A transfer to the upline agent, as in the crash test. */
  async transferUp(n: number): Promise<void> {
    const requestId = `transfer-${this.memberId}-${n}`;
    const amount = 1 + ((n * 7919) % 500);
    const call = this.startCall('transfer', `transfer_upline:${this.memberId}:${requestId}`);
    this.cash -= amount;
    const answer = await this.untilOk<{ balance: number }>(call, `transfer ${requestId}`, () =>
      this.json('POST', TRANSFER_PATHS.upline, { amount, paymentPassword: PAYMENT_PASSWORD, requestId }),
    );
    call.servedBy = answer.node;
    this.expectBalance(`transfer ${n}`, answer.value.balance);
  }

  /** A withdrawal request: the money moves from cash to the hold at once. */
  async withdraw(n: number): Promise<void> {
    const requestId = `withdraw-${this.memberId}-${n}`;
    const amount = 100_00 + (n % 7) * 10_00;
    const call = this.startCall('withdrawal', '');
    this.cash -= amount;
    const answer = await this.untilOk<{ withdrawal: { orderNo: string }; balance: number }>(
      call,
      `withdrawal ${requestId}`,
      () =>
        this.json('POST', API_PATHS.withdrawals, {
          amount,
          bankAccountId: this.bankAccountId,
          paymentPassword: PAYMENT_PASSWORD,
          requestId,
        }),
    );
    call.key = `ref:${answer.value.withdrawal.orderNo}`;
    call.servedBy = answer.node;
    this.expectBalance(`withdrawal ${n}`, answer.value.balance);
  }

  /** A deposit through the sandbox gateway: order, pay page, success, then wait for the callback's credit. */
  async deposit(n: number): Promise<void> {
    const amount = 10_00 + (n % 9) * 1_00;
    const created = await this.untilOk<{ deposit: { orderNo: string }; action: { url: string } }>(
      null,
      `deposit ${n}`,
      () =>
        this.json('POST', API_PATHS.deposits, {
          channelId: this.cluster.depositChannelId,
          amount,
          idempotencyKey: `deposit-${this.memberId}-${n}`,
          returnPath: '/member?tab=deposit',
        }),
    );
    const { orderNo } = created.value.deposit;
    const page = await this.untilAnswered(null, (node) =>
      this.send(node, `pay page ${orderNo}`, { path: created.value.action.url, init: { method: 'GET' } }),
    );
    const field = (name: string) =>
      page.value.text.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? '';
    const form = new URLSearchParams({
      order: field('order'),
      signature: field('signature'),
      outcome: 'success',
    });
    const call = this.startCall('deposit', `ref:${orderNo}`);
    const paid = await this.untilAnswered(call, (node) =>
      this.send(node, `pay ${orderNo}`, {
        path: '/dev/sandbox-gateway/pay',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        },
      }),
    );
    if (paid.value.status !== 303)
      throw new RefusedError(`pay ${orderNo} answered ${paid.value.status}: ${paid.value.text}`);
    this.cash += amount;
    const deadline = performance.now() + DEPOSIT_CREDIT_TIMEOUT_MS;
    for (;;) {
      const status = await this.untilOk<{ status: string }>(null, `deposit ${orderNo}`, () =>
        this.json('GET', `${API_PATHS.deposits}/${orderNo}`),
      );
      if (status.value.status === 'credited') break;
      if (status.value.status !== 'pending')
        throw new RefusedError(`deposit ${orderNo} became ${status.value.status}`);
      if (performance.now() > deadline) throw new Error(`deposit ${orderNo} was not credited within 60 s`);
      await sleep(100);
    }
    // The callback may have been taken by the node being killed, which then died before telling anyone.
    const kill = this.cluster.kill;
    if (kill && call.sentAt <= kill.to && performance.now() >= kill.from) call.inDoubt = true;
    // The credit is announced by whichever node took the callback, not by one this member called: once
    // a socket heard it, it is on the relay, and the next call's event cannot overtake it.
    await this.heardOnSomeSocket(this.cash, 5_000);
  }

  private async heardOnSomeSocket(balance: number, timeoutMs: number): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    const heard = (log: SocketLog) => ClusterMember.cashEvents(log).at(-1)?.balance === balance;
    while (performance.now() < deadline && !this.sockets.some((log) => log.closedAt === null && heard(log)))
      await sleep(20);
  }
}

/** An answer that says no: retrying would not change it, so the test stops. */
export class RefusedError extends Error {}
