import { createSession } from '../modules/accounts/sessions.service.ts';
import type { TestApp } from './test-app.ts';

/** A live session of a member of the test merchant, as a login would open, for `authorization` headers. */
export function memberToken(t: TestApp, memberId: number): Promise<string> {
  return createSession(t.ctx.accounts, {
    memberId,
    merchantId: t.merchantId,
    loginType: 'USERNAME',
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
}
