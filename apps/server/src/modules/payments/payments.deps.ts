import type { PaymentChannelKind } from '@platform/contract/payments';
import type { AppContext } from '../../app-context.ts';
import type { PaymentsDeps } from './deposits.service.ts';
import { manualBankAdapter } from './manual-bank.adapter.ts';
import type { PaymentChannelAdapter } from './payment-adapter.ts';
import { createSandboxGatewayAdapter } from './sandbox-gateway.adapter.ts';

/**
 * The payment services' dependencies. The sandbox gateway's adapter exists only where the sandbox
 * is enabled, so in production its channels are neither listed nor accepted, nor its callbacks.
 */
export function paymentsDepsOf(ctx: AppContext): PaymentsDeps {
  const adapters = new Map<PaymentChannelKind, PaymentChannelAdapter>([['manual-bank', manualBankAdapter]]);
  if (ctx.config.SANDBOX_GATEWAY) {
    adapters.set(
      'sandbox-gateway',
      createSandboxGatewayAdapter({
        secret: ctx.config.SANDBOX_GATEWAY_SECRET,
        toleranceSeconds: ctx.config.PAYMENT_CALLBACK_TOLERANCE_SECONDS,
        now: ctx.system.now,
      }),
    );
  }
  return { db: ctx.database.db, now: ctx.system.now, adapters, walletEvents: ctx.walletEvents };
}
