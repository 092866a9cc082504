import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Lang = 'EN' | 'CN' | 'MY';
type Messages = { [key: string]: string | Messages };

/** The site's own words in one language, so scenes find buttons by what its reader sees. */
export interface Words {
  common(key: string): string;
  content(key: string): string;
}

/** Words of the site under test (its locale files), so an older build is driven by its own text. */
export function loadWords(appRoot: string, lang: Lang): Words {
  const localeRoot = path.join(appRoot, 'apps/web/src/locales');
  const read = (file: string) => JSON.parse(readFileSync(path.join(localeRoot, file), 'utf8')) as Messages;
  const lookup = (messages: Messages, key: string) => {
    let found: string | Messages | undefined = messages;
    for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
    if (typeof found !== 'string') throw new Error(`no ${lang} text for ${key}`);
    return found;
  };
  const common = read(`${lang}.json`);
  const content = read(`content/${lang}.json`);
  return { common: (key) => lookup(common, key), content: (key) => lookup(content, key) };
}
