import { randomBytes } from 'node:crypto';
import { DEV_PATHS } from '@platform/contract/account-constants';
import { API_PATHS } from '@platform/contract/paths';
import type { FastifyInstance } from 'fastify';

/**
 * A fresh captcha answered the way a person would, through the development helper that reveals
 * the answer (DESIGN §4): the fields every SMS send now carries.
 */
export async function solvedCaptcha(
  app: FastifyInstance,
  ip = '127.0.0.1',
): Promise<{ captchaKey: string; captcha: string }> {
  const captchaKey = `test${randomBytes(8).toString('hex')}`;
  const image = await app.inject({ url: `${API_PATHS.captcha}?key=${captchaKey}`, remoteAddress: ip });
  if (image.statusCode !== 200) throw new Error(`captcha refused: ${image.statusCode} ${image.body}`);
  const answer = await app.inject({ url: `${DEV_PATHS.captcha}/${captchaKey}`, remoteAddress: ip });
  return { captchaKey, captcha: (answer.json() as { value: string }).value };
}
