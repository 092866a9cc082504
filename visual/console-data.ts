import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { call } from '../e2e/api-call.ts';

/** The player the console's data belongs to: not a demo account, so no site scene shows it. */
export const VISUAL_PLAYER = { username: 'visual01', password: 'Visual1234', paymentPassword: '246810' };

/** Signs the operator in through the API, as the console's login page does without a TOTP. */
export async function logInOperator(siteUrl: string, username: string, password: string): Promise<string> {
  const { token } = await call<{ token: string }>(siteUrl, null, 'POST', ADMIN_PATHS.login, {
    username,
    password,
  });
  return token;
}

/**
 * What the console's scenes show besides the demo seed, made through the public and operator APIs
 * the way a player and an operator would: a player with a confirmed and two pending bank deposits
 * and a withdrawal waiting for review, and a finance and a support operator. Made once, before the
 * first shot, in one order, so ids, totals and the audit log are the same on every run; the player
 * site never shows another member's money, so its scenes are unaffected.
 */
export async function makeConsoleData(siteUrl: string, adminToken: string): Promise<void> {
  const player = VISUAL_PLAYER;
  // Registration signs the player in; the payee name and payment password are what a withdrawal needs.
  const { token } = await call<{ token: string }>(siteUrl, null, 'PUT', API_PATHS.register, {
    username: player.username,
    password: player.password,
    confirmPassword: player.password,
    payeeName: 'Visual Player',
    paymentPassword: player.paymentPassword,
    termsAccepted: true,
    registerMethod: 'WEB',
  });

  const channels = await call<{ list: { id: number; kind: string }[] }>(
    siteUrl,
    token,
    'GET',
    API_PATHS.depositChannels,
  );
  const bank = channels.list.find((channel) => channel.kind === 'manual-bank');
  if (!bank) throw new Error('the demo has no manual bank channel');
  const orderNos: string[] = [];
  for (const [amount, reference] of [
    [5_000_00, 'VISUAL 1'],
    [1_200_00, 'VISUAL 2'],
    [250_00, 'VISUAL 3'],
  ] as const) {
    const { deposit } = await call<{ deposit: { orderNo: string } }>(
      siteUrl,
      token,
      'POST',
      API_PATHS.deposits,
      {
        channelId: bank.id,
        amount,
        idempotencyKey: `visual-deposit-${reference.slice(-1)}`,
        memberReference: reference,
      },
    );
    orderNos.push(deposit.orderNo);
  }
  const pending = await call<{ list: { id: number; orderNo: string }[] }>(
    siteUrl,
    adminToken,
    'GET',
    `${ADMIN_PATHS.deposits}?status=pending`,
  );
  const first = pending.list.find((row) => row.orderNo === orderNos[0]);
  if (!first) throw new Error(`deposit ${orderNos[0]} is not pending`);
  await call(siteUrl, adminToken, 'POST', `${ADMIN_PATHS.deposits}/${first.id}/confirm`, {});

  const account = await call<{ id: number }>(siteUrl, token, 'POST', API_PATHS.bankAccounts, {
    bankName: 'KBZ Bank',
    accountNumber: '1234 5678 9012',
  });
  await call(siteUrl, token, 'POST', API_PATHS.withdrawals, {
    amount: 1_500_00,
    bankAccountId: account.id,
    paymentPassword: player.paymentPassword,
    requestId: 'visual-withdrawal-1',
  });

  for (const role of ['finance', 'support'] as const) {
    await call(siteUrl, adminToken, 'POST', ADMIN_PATHS.operators, {
      username: `visual${role}`,
      password: `Visual-${role}-2026`,
      role,
    });
  }
}
