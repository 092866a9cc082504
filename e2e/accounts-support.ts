import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_PATHS } from '@platform/contract/account-constants';
import type { ErrorMessages } from '@platform/contract/error-message-catalog';
import { ERROR_MESSAGES_CN } from '@platform/contract/error-messages/CN';
import { ERROR_MESSAGES_EN } from '@platform/contract/error-messages/EN';
import { ERROR_MESSAGES_MY } from '@platform/contract/error-messages/MY';
import { API_PATHS } from '@platform/contract/paths';
import type { Page } from 'playwright-core';

export type Lang = 'EN' | 'CN' | 'MY';
type Messages = { [key: string]: string | Messages };

const localeRoot = path.resolve(import.meta.dirname, '../apps/web/src/locales');
const loaded = new Map<string, Messages>();
// The API's error messages live in the contract; the site merges them into its shared words.
const ERROR_MESSAGES: Record<Lang, ErrorMessages> = {
  EN: ERROR_MESSAGES_EN,
  CN: ERROR_MESSAGES_CN,
  MY: ERROR_MESSAGES_MY,
};

/**
 * The site's own text for a key, so a journey finds buttons by what a reader of that language sees
 * and fails if the page shows another language.
 */
export function say(
  lang: Lang,
  namespace: 'account' | 'common' | 'pages' | 'content',
  key: string,
  values: Record<string, string> = {},
) {
  const file =
    namespace === 'common'
      ? path.join(localeRoot, `${lang}.json`)
      : path.join(localeRoot, namespace, `${lang}.json`);
  let messages = loaded.get(file);
  if (!messages) {
    messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    if (namespace === 'common') {
      messages.errors = { ...(messages.errors as Messages), ...ERROR_MESSAGES[lang] };
    }
    loaded.set(file, messages);
  }
  let found: string | Messages | undefined = messages;
  for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
  if (typeof found !== 'string') throw new Error(`no ${lang} text for ${namespace}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A name nobody has registered yet in this run: letters then digits, within the demo rules. */
export function freshName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
}

/** A Malaysian mobile number (dialling code 60) no other journey uses. */
export function freshMobile(): string {
  return `1${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

async function devGet<T>(siteUrl: string, pathAndQuery: string): Promise<T> {
  const response = await fetch(`${siteUrl}${pathAndQuery}`);
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
  return ((await response.json()) as { value: T }).value;
}

/** The code of the latest SMS sent to a number, read from the development outbox. */
export async function latestSmsCode(siteUrl: string, fullNumber: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const messages = await devGet<{ body: string }[]>(
      siteUrl,
      `${DEV_PATHS.outbox}?channel=sms&limit=1&destination=${encodeURIComponent(fullNumber)}`,
    );
    const code = messages[0]?.body.match(/\d{6}/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS reached ${fullNumber}`);
}

/** The answer of a captcha the page is showing, by the key its image was fetched with. */
export function captchaAnswer(siteUrl: string, key: string): Promise<string> {
  return devGet<string>(siteUrl, `${DEV_PATHS.captcha}/${encodeURIComponent(key)}`);
}

/** Records the key of every captcha image the page asks for; the last one is on screen. */
export function watchCaptchaKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === API_PATHS.captcha) keys.push(url.searchParams.get('key') ?? '');
  });
  return keys;
}

/**
 * Answers the captcha beside a "Send code" button (every SMS send needs one) as a person reading
 * its image would: the image on screen is the last one the page asked for (`watchCaptchaKeys`).
 */
export async function answerSmsCaptcha(
  page: Page,
  lang: Lang,
  siteUrl: string,
  keys: string[],
): Promise<void> {
  const dialog = page.getByRole('dialog');
  const field = dialog.locator('input[name="smsCaptcha"]');
  await field.waitFor();
  // The image is drawn once its request has answered, so its key is known by then.
  await dialog
    .getByRole('img', { name: say(lang, 'account', 'fields.captcha_image') })
    .last()
    .waitFor();
  const key = keys.at(-1);
  if (!key) throw new Error('no captcha image was asked for');
  await field.fill(await captchaAnswer(siteUrl, key));
}

/** Logs in through the API, as the site does when the payload is not sealed, and returns the token. */
export async function apiLogin(siteUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${siteUrl}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { success: boolean; value: { token: string } };
  if (!body.success) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return body.value.token;
}

/** Waits until the header shows the account menu, which only a signed-in visitor has. */
export async function waitForSignedIn(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: say(lang, 'common', 'header.account_menu') }).waitFor();
}
