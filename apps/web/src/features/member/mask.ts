/** Bound contact details are shown partly hidden: enough to recognise, not enough to reuse. */
export function maskMiddle(value: string, keepStart: number, keepEnd: number): string {
  const chars = [...value];
  if (chars.length <= keepStart + keepEnd)
    return `${chars[0] ?? ''}${'*'.repeat(Math.max(chars.length - 1, 0))}`;
  return `${chars.slice(0, keepStart).join('')}${'*'.repeat(chars.length - keepStart - keepEnd)}${chars.slice(chars.length - keepEnd).join('')}`;
}

export function maskMobile(dialingCode: string | null, mobileNum: string): string {
  const number = maskMiddle(mobileNum, 2, 3);
  return dialingCode ? `+${dialingCode} ${number}` : number;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskMiddle(email, 1, 1);
  return `${maskMiddle(email.slice(0, at), 2, 0)}${email.slice(at)}`;
}
