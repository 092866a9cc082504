import { afterEach, describe, expect, it } from 'vitest';
import { memberInfo } from '../test/fixtures.ts';
import {
  clearSession,
  getSession,
  getToken,
  isTrialSession,
  saveMemberSession,
  setToken,
} from './session.ts';

afterEach(() => clearSession());

describe('session keys (spec §3, §4)', () => {
  it('keeps the member’s keys in sessionStorage and the merchant code in localStorage too', () => {
    setToken('tok-1');
    saveMemberSession({ ...memberInfo, type: 2, isAgent: false });
    expect(window.sessionStorage.getItem('token')).toBe('tok-1');
    expect(window.sessionStorage.getItem('account')).toBe('player01');
    expect(window.sessionStorage.getItem('username')).toBe('player01');
    expect(window.sessionStorage.getItem('nickname')).toBe('Lucky Star');
    expect(window.sessionStorage.getItem('customerId')).toBe('C000007');
    // Type 2 is an agent type even when the flag says otherwise.
    expect(window.sessionStorage.getItem('isAgent')).toBe('true');
    expect(window.sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(window.localStorage.getItem('merchantCode')).toBe('demo');
  });

  it('logout clears everything but the merchant keys', () => {
    setToken('tok-1');
    saveMemberSession(memberInfo);
    window.sessionStorage.setItem('merchant', '{"code":"demo"}');
    window.sessionStorage.setItem('HOT_GAMES', '[]');
    clearSession();
    expect(getToken()).toBeNull();
    expect(Object.keys(window.sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    expect(window.localStorage.getItem('merchantCode')).toBe('demo');
  });

  it('knows a trial member by type 4', () => {
    setToken('tok-1');
    saveMemberSession({ ...memberInfo, type: 4 });
    expect(isTrialSession(getSession())).toBe(true);
    saveMemberSession({ ...memberInfo, type: 0 });
    expect(isTrialSession(getSession())).toBe(false);
  });
});
