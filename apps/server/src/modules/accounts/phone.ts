import { normalizeMobile } from '@platform/contract/field-rules';

export interface Phone {
  dialingCode: string;
  mobileNum: string;
}

/** A mobile number as members are stored and found by: always with its dialling code. */
export function normalizePhone(dialingCode: string, mobileNum: string): Phone | null {
  const phone = normalizeMobile(dialingCode, mobileNum);
  return phone?.dialingCode ? { dialingCode: phone.dialingCode, mobileNum: phone.mobileNum } : null;
}
