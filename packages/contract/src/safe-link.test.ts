import { describe, expect, it } from 'vitest';
import { safeLink } from './link-field.ts';
import { isRichTextImageSource, isRichTextLink } from './rich-text-policy.ts';
import { isSafeLink } from './safe-link.ts';

const SAFE = [
  'https://ok.example',
  'HTTPS://ok.example/a?b=c#d',
  'http://ok.example:8080/x',
  '/promotions',
  '/',
  '/help#term',
];
const UNSAFE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https://',
  'https:evil.example',
  'ftp://files.example',
  'promotions',
  'https://ok.example/"onmouseover="alert(1)',
  'https://ok.example/<script>',
  '/path\u0000',
  '',
];

describe('isSafeLink', () => {
  it.each(SAFE)('accepts %j', (link) => expect(isSafeLink(link)).toBe(true));
  it.each(UNSAFE)('refuses %j', (link) => expect(isSafeLink(link)).toBe(false));

  it('trims a link field before checking it, and names the rule when it refuses', () => {
    expect(safeLink().parse('  https://ok.example  ')).toBe('https://ok.example');
    const refused = safeLink().safeParse(' javascript:alert(1)');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/https:\/\//);
  });
});

describe('rich-text URLs', () => {
  it('lets links also be anchors, mailto: and tel:, and images only safe links', () => {
    for (const href of ['#top', 'mailto:help@example.com', 'tel:+60 12-345'])
      expect(isRichTextLink(href)).toBe(true);
    expect(isRichTextLink('javascript:alert(1)')).toBe(false);
    expect(isRichTextImageSource('https://cdn.example/a.png')).toBe(true);
    expect(isRichTextImageSource('data:image/png;base64,AAAA')).toBe(false);
  });
});
