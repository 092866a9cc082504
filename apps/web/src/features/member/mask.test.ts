import { describe, expect, it } from 'vitest';
import { maskEmail, maskMiddle, maskMobile } from './mask.ts';

describe('masking bound contact details', () => {
  it('hides the middle of a mobile number and keeps the dialling code', () => {
    expect(maskMobile('60', '123456789')).toBe('+60 12****789');
    expect(maskMobile(null, '123456789')).toBe('12****789');
  });

  it('hides the local part of an e-mail address after two characters', () => {
    expect(maskEmail('player@example.com')).toBe('pl****@example.com');
  });

  it('never shows a short value whole', () => {
    expect(maskMiddle('abc', 2, 3)).toBe('a**');
    expect(maskMiddle('张三', 1, 1)).toBe('张*');
  });
});
