import type { OperatorRole } from '@platform/contract/operators';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { expect } from 'vitest';
import { seedOperator } from '../modules/operators/operators.seed.ts';
import type { TestApp } from './test-app.ts';

/** An operator of the demo merchant with the given role, signed in through the operator API. */
export async function operatorToken(
  t: TestApp,
  username: string,
  role: OperatorRole = 'finance',
): Promise<string> {
  const password = 'operator password 123';
  await seedOperator(t.database.db, t.merchantId, { username, password, role }, t.ctx.system.now());
  const response = await t.app.inject({
    method: 'POST',
    url: ADMIN_PATHS.login,
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.token as string;
}
