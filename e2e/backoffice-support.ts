import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import type { Browser, Page } from 'playwright-core';
import { call } from './api-call.ts';
import { openPage } from './browser.ts';

export { call };

type Words = { [key: string]: string | Words };
const consoleSource = path.resolve(import.meta.dirname, '../apps/backoffice/src');
const readWords = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Words;
// The shared words and each feature's own, merged as the console merges them.
const consoleWords: Words = Object.assign(
  readWords(path.join(consoleSource, 'locales/EN.json')),
  ...readdirSync(path.join(consoleSource, 'features')).flatMap((feature) => {
    const file = path.join(consoleSource, 'features', feature, 'locales/EN.json');
    return existsSync(file) ? [readWords(file)] : [];
  }),
);

/** The console's English words by key, so a journey clicks what an operator reads. */
export function consoleSays(key: string, values: Record<string, string> = {}): string {
  let found: string | Words | undefined = consoleWords;
  for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
  if (typeof found !== 'string') throw new Error(`no console text for ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A pending manual bank deposit of the member, as the deposit page makes it; its order number. */
export async function requestManualDeposit(
  siteUrl: string,
  memberToken: string,
  amount: number,
): Promise<string> {
  const channels = await call<{ list: { id: number; kind: string }[] }>(
    siteUrl,
    memberToken,
    'GET',
    API_PATHS.depositChannels,
  );
  const manual = channels.list.find((channel) => channel.kind === 'manual-bank');
  if (!manual) throw new Error('the demo has no manual bank channel');
  const { deposit } = await call<{ deposit: { orderNo: string } }>(
    siteUrl,
    memberToken,
    'POST',
    API_PATHS.deposits,
    {
      channelId: manual.id,
      amount,
      idempotencyKey: `e2e-bo-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      memberReference: 'E2E CONSOLE',
    },
  );
  return deposit.orderNo;
}

/** Signs an operator in through the console's login page; the console page, signed in. */
export async function openConsole(
  browser: Browser,
  siteUrl: string,
  operator: { username: string; password: string },
): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
  await page.goto(`${siteUrl}/backoffice/`);
  await page.getByLabel(consoleSays('login.username')).fill(operator.username);
  await page.getByLabel(consoleSays('login.password'), { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: consoleSays('login.submit') }).click();
  await page.getByTestId('operator-name').waitFor();
  return { page, problems };
}

/** An operator's API token, for setting a scene the console then works on. */
export async function operatorToken(
  siteUrl: string,
  operator: { username: string; password: string },
): Promise<string> {
  const response = await fetch(`${siteUrl}${ADMIN_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(operator),
  });
  const answer = (await response.json()) as { success: boolean; value: { token: string } };
  if (!answer.success) throw new Error(`operator login failed: ${JSON.stringify(answer)}`);
  return answer.value.token;
}
