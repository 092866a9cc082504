import type { ErrorMessages } from '@platform/contract/error-message-catalog';
import { ERROR_MESSAGES_CN } from '@platform/contract/error-messages/CN';
import { ERROR_MESSAGES_EN } from '@platform/contract/error-messages/EN';
import { ERROR_MESSAGES_MY } from '@platform/contract/error-messages/MY';
import type { ErrorCode } from '@platform/contract/errors';
import type { Language } from '@platform/contract/i18n';

const CATALOGUES: Record<Language, ErrorMessages> = {
  EN: ERROR_MESSAGES_EN,
  CN: ERROR_MESSAGES_CN,
  MY: ERROR_MESSAGES_MY,
};

type HeaderValue = string | string[] | undefined;

/** A language tag (`zh-CN`, `my`, `EN`) as one of ours, or undefined when we do not speak it. */
function languageOfTag(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower === 'cn' || lower.startsWith('zh')) return 'CN';
  if (lower.startsWith('my')) return 'MY';
  if (lower.startsWith('en')) return 'EN';
  return undefined;
}

function firstValue(value: HeaderValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The first language of an Accept-Language list we speak, in the client's order of preference. */
function languageOfAcceptList(list: string): Language | undefined {
  const ranked = list
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';');
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, weight: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const language = languageOfTag(entry.tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * The language an error is worded in: an explicit `x-lang` or `lang` header, else Accept-Language,
 * else English (requests without either come from API clients and vendors, not from the site).
 */
export function errorLanguageOf(headers: Record<string, HeaderValue>): Language {
  const explicit = firstValue(headers['x-lang']) ?? firstValue(headers.lang);
  const chosen = explicit ? languageOfTag(explicit) : undefined;
  if (chosen) return chosen;
  const accepted = firstValue(headers['accept-language']);
  return (accepted ? languageOfAcceptList(accepted) : undefined) ?? 'EN';
}

/** The catalogue's words for a code; a lock-out with a known wait says how many minutes are left. */
export function translatedErrorMessage(
  code: ErrorCode,
  language: Language,
  retryAfterSeconds?: number,
): string {
  const words = CATALOGUES[language];
  if (code === 'RATE_LIMITED' && retryAfterSeconds && retryAfterSeconds > 0) {
    return words.rate_limited_for.replace('{{minutes}}', String(Math.ceil(retryAfterSeconds / 60)));
  }
  return words[code];
}
