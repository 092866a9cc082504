import type { MemberInfo } from '@platform/contract/accounts';
import { chooseLanguage } from './i18n.ts';
import { getToken } from './session.ts';

/** The session (by token) whose member language is settled: adopted once, or chosen by hand since. */
let settledFor: string | null = null;

/**
 * Spec §7 getUpdateLanguage: on login, or the first member info of a page load, the site turns to
 * the language the member stored. Later loads of member info leave it alone, so a refetch answered
 * before a new choice was stored never undoes that choice.
 */
export function adoptMemberLanguage(info: Pick<MemberInfo, 'language'>): void {
  const token = getToken();
  if (token === null || settledFor === token) return;
  settledFor = token;
  if (info.language) chooseLanguage(info.language);
}

/** The member picked a language in this session: theirs now wins over the one stored before. */
export function settleMemberLanguage(): void {
  settledFor = getToken();
}
