import { afterEach, describe, expect, it } from 'vitest';
import { popup } from '../../test/content-fixtures.ts';
import {
  isPopupClosed,
  markPopupClosed,
  popupExecutions,
  popupsFor,
  readPopupAudience,
} from './popup-session.ts';

describe('pop-up execution (spec §4)', () => {
  const all = [popup(1, 'A'), popup(2, 'B'), popup(3, 'F')];

  it('shows B to anonymous visitors', () => {
    expect(popupExecutions({ loggedIn: false, firstLogin: false })).toEqual(['B']);
    expect(popupsFor(all, { loggedIn: false, firstLogin: false }).map((p) => p.id)).toEqual([2]);
  });

  it('shows A to logged-in members, and F as well on a first-time login', () => {
    expect(popupsFor(all, { loggedIn: true, firstLogin: false }).map((p) => p.id)).toEqual([1]);
    expect(popupsFor(all, { loggedIn: true, firstLogin: true }).map((p) => p.id)).toEqual([1, 3]);
  });

  it('reads the first-time login from the session, for members only', () => {
    window.sessionStorage.setItem('firstLogin', '1');
    expect(readPopupAudience(true)).toEqual({ loggedIn: true, firstLogin: true });
    expect(readPopupAudience(false)).toEqual({ loggedIn: false, firstLogin: false });
  });
});

describe('closed flags (spec §3 USER_POPUP, ANONYMOUS_POPUP)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps one flag per login state', () => {
    expect(isPopupClosed(false)).toBe(false);
    markPopupClosed(false);
    expect(window.sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('1');
    expect(isPopupClosed(false)).toBe(true);
    expect(isPopupClosed(true)).toBe(false);
    markPopupClosed(true);
    expect(window.sessionStorage.getItem('USER_POPUP')).toBe('1');
    expect(isPopupClosed(true)).toBe(true);
  });
});
