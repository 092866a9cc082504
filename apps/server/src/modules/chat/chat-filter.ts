import type { ChatRefusal, ChatSettings } from '@platform/contract/chat';
import { isStorableText } from '@platform/contract/text';

/**
 * A web address or a bare domain name (example.com, www.x.net/path): links in the public room are
 * how spam and phishing arrive, so with `blockLinks` the post is refused (not stripped: a message
 * with its link cut out would read as something the player did not write).
 */
const LINK =
  /(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]{2,63}(?:\.[a-z0-9-]{2,63})*\.(?:com|net|org|io|co|me|app|xyz|top|info|biz|cc|tk|vip|site|online|club|link|ly|gg|to|ru|cn|mm|tv|bet|casino)\b/i;

/** Case and width folded, so "ＢＡＤ" and "Bad" match the word "bad". */
function folded(value: string): string {
  return value.normalize('NFKC').toLowerCase();
}

/** Why a post's (trimmed) text is refused by the room's rules, or null when it may be posted. */
export function refusalOfText(text: string, settings: ChatSettings): ChatRefusal | null {
  if (!isStorableText(text)) return 'VALIDATION_ERROR';
  if (text.length === 0) return 'CHAT_EMPTY';
  // Code points, not UTF-16 units: an emoji counts as one character, as the player sees it.
  if ([...text].length > settings.maxLength) return 'CHAT_TOO_LONG';
  const plain = folded(text);
  if (settings.blockedWords.some((word) => word && plain.includes(folded(word)))) return 'CHAT_WORD_BLOCKED';
  if (settings.blockLinks && LINK.test(plain)) return 'CHAT_LINK_BLOCKED';
  return null;
}
