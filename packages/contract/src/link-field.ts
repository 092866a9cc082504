import { isSafeLink, SAFE_LINK_MESSAGE } from './safe-link.ts';
import { text } from './text.ts';

/** A link field of the operator API: trimmed, bounded, and only a safe link (400 naming the field). */
export function safeLink(maxLength = 2048) {
  return text().trim().max(maxLength).refine(isSafeLink, SAFE_LINK_MESSAGE);
}
