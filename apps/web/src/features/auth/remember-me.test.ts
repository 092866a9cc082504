import { afterEach, describe, expect, it } from 'vitest';
import { readRememberedAccount, rememberAccount, rememberedAccountCookie } from './remember-me.ts';

afterEach(() => rememberAccount(null));

describe('remember-me cookie (spec §4, §9)', () => {
  it('lives 24 hours, on the whole site, not sent cross-site', () => {
    expect(rememberedAccountCookie('player 01')).toBe(
      'rememberedAccount=player%2001; Max-Age=86400; Path=/; SameSite=Lax',
    );
  });

  it('is removed when the box is unticked', () => {
    expect(rememberedAccountCookie(null)).toContain('Max-Age=0');
    rememberAccount('player01');
    expect(readRememberedAccount()).toBe('player01');
    rememberAccount(null);
    expect(readRememberedAccount()).toBeNull();
  });

  it('round-trips names with any characters', () => {
    rememberAccount('玩家;=01');
    expect(readRememberedAccount()).toBe('玩家;=01');
  });
});
