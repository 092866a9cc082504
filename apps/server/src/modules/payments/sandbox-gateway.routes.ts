import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@platform/contract/paths';
import { text } from '@platform/contract/text';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { escapeHtml, sandboxPage } from '../../http/sandbox-page.ts';
import {
  fetchSender,
  type GatewayOutboxDeps,
  recordGatewayOutcome,
  startGatewayOutbox,
} from './sandbox-gateway.outbox.ts';
import { SANDBOX_GATEWAY_PATHS } from './sandbox-gateway.paths.ts';
import { decodeOrder, type SandboxOrder } from './sandbox-gateway.protocol.ts';

/**
 * The sandbox payment gateway (development, demo and tests; config refuses it in production).
 * It stands where a real gateway would, and talks to us only the way one does: the member's
 * browser opens its hosted page with an order we signed, and its verdict reaches our callback
 * endpoint over real HTTP, signed, from a persisted outbox.
 */

const OrderLinkSchema = z.strictObject({
  order: text().min(1).max(2048),
  signature: text().max(128),
});
const ChoiceSchema = OrderLinkSchema.extend({ outcome: z.enum(['success', 'failed']) });

const POLL_MS = 1_000;

/** Minor units as the currency writes them, without floats (1234 with exponent 2 is 12.34). */
export function formatMinor(amount: number, exponent: number): string {
  if (exponent === 0) return String(amount);
  const digits = String(amount).padStart(exponent + 1, '0');
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** Script-free and style-free: the site's policy allows neither inline, and forms only to itself. */
function renderPayPage(order: SandboxOrder, link: { order: string; signature: string }): string {
  const title = 'Sandbox payment gateway (test only)';
  const hidden = `<input type="hidden" name="order" value="${escapeHtml(link.order)}">
<input type="hidden" name="signature" value="${escapeHtml(link.signature)}">`;
  return sandboxPage(
    title,
    `<p>No real money moves here. Choose what the gateway reports for this order; its signed callback
then goes to the merchant's server, retried until acknowledged.</p>
<dl>
<dt>Order</dt><dd id="order-no">${escapeHtml(order.orderNo)}</dd>
<dt>Amount</dt><dd id="amount">${escapeHtml(order.currency)} ${formatMinor(order.amount, order.exponent)}</dd>
</dl>
<form method="post" action="${SANDBOX_GATEWAY_PATHS.pay}">
${hidden}
<p><button type="submit" name="outcome" value="success">Pay (success)</button>
<button type="submit" name="outcome" value="failed">Fail the payment</button></p>
</form>
<p><a href="${escapeHtml(order.returnPath)}">Cancel and go back</a></p>`,
  );
}

/** This server's own address, for callbacks when no notify URL is configured. */
function ownCallbackUrl(app: ZodApp): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}${API_PATHS.paymentCallback}/sandbox-gateway`;
}

export function registerSandboxGatewayRoutes(app: ZodApp, ctx: AppContext): void {
  const secret = ctx.config.SANDBOX_GATEWAY_SECRET;
  const configured = ctx.config.SANDBOX_GATEWAY_NOTIFY_URL;
  const deps: GatewayOutboxDeps = {
    db: ctx.database.db,
    now: ctx.system.now,
    secret,
    notifyUrl: () => configured ?? ownCallbackUrl(app),
    send: fetchSender,
  };
  const outbox = startGatewayOutbox(deps, {
    pollMs: POLL_MS,
    onError: (error) => app.log.warn({ err: error }, 'sandbox gateway: callback delivery failed'),
  });
  app.addHook('onClose', () => outbox.stop());

  const openOrder = (link: { order: string; signature: string }): SandboxOrder => {
    const order = decodeOrder(secret, link.order, link.signature);
    if (!order) throw new AppError('NOT_FOUND', 'This payment link is not valid');
    return order;
  };

  app.get(
    SANDBOX_GATEWAY_PATHS.pay,
    { schema: { hide: true, querystring: OrderLinkSchema } },
    async (request, reply) => {
      const order = openOrder(request.query);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderPayPage(order, request.query));
    },
  );

  app.post(
    SANDBOX_GATEWAY_PATHS.pay,
    { schema: { hide: true, body: ChoiceSchema } },
    async (request, reply) => {
      const order = openOrder(request.body);
      await recordGatewayOutcome(deps, {
        orderNo: order.orderNo,
        amount: order.amount,
        outcome: request.body.outcome,
      });
      outbox.kick();
      return reply.header('cache-control', 'no-store').redirect(order.returnPath, 303);
    },
  );
}
