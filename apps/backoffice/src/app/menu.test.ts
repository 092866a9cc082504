import { ROLE_PERMISSIONS } from '@platform/contract/operators';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES } from './feature-routes.ts';
import { menuOf } from './menu.ts';

const menuFor = (role: keyof typeof ROLE_PERMISSIONS) =>
  menuOf(CONSOLE_ROUTES, (permission) => ROLE_PERMISSIONS[role].includes(permission));
const paths = (entries: ReturnType<typeof menuFor>) =>
  entries.flatMap((entry) => ('items' in entry ? entry.items.map((item) => item.path) : [entry.path]));

describe('the console menu', () => {
  it('shows support no finance screens, and finance no audit log', () => {
    expect(paths(menuFor('support'))).toContain('players');
    expect(paths(menuFor('support'))).not.toContain('deposits');
    expect(paths(menuFor('support'))).not.toContain('withdrawals');
    expect(paths(menuFor('finance'))).toEqual(
      expect.arrayContaining(['dashboard', 'deposits', 'withdrawals']),
    );
    expect(paths(menuFor('finance'))).not.toContain('audit');
  });

  it('lists every screen with a menu entry for an administrator, each once, grouped', () => {
    const listed = paths(menuFor('admin'));
    const declared = CONSOLE_ROUTES.filter((route) => route.nav).map((route) => route.path);
    expect([...listed].sort()).toEqual([...declared].sort());
    const finance = menuFor('admin').find((entry) => 'group' in entry && entry.group === 'finance');
    expect(finance && 'items' in finance ? finance.items.map((item) => item.path) : []).toEqual([
      'deposits',
      'withdrawals',
      'approvals',
      'payment-channels',
      'account-changes',
      'withdrawal-limits',
    ]);
  });

  it('leaves out a group the role may use nothing of', () => {
    expect(menuFor('content').some((entry) => 'group' in entry && entry.group === 'finance')).toBe(false);
  });
});
