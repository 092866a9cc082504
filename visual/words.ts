import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Lang = 'EN' | 'CN' | 'MY';
type Messages = { [key: string]: string | Messages };

/** The site's own words in one language, so scenes find buttons by what its reader sees. */
export interface Words {
  common(key: string): string;
  content(key: string): string;
  /** The operator console's words (EN and CN only: the console has no MY). */
  console(key: string): string;
}

/** Words of the site under test (its locale files), so an older build is driven by its own text. */
export function loadWords(appRoot: string, lang: Lang): Words {
  const localeRoot = path.join(appRoot, 'apps/web/src/locales');
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Messages;
  const lookup = (messages: Messages, key: string) => {
    let found: string | Messages | undefined = messages;
    for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
    if (typeof found !== 'string') throw new Error(`no ${lang} text for ${key}`);
    return found;
  };
  const common = read(path.join(localeRoot, `${lang}.json`));
  const content = read(path.join(localeRoot, `content/${lang}.json`));
  let operatorWords: Messages | undefined;
  return {
    common: (key) => lookup(common, key),
    content: (key) => lookup(content, key),
    console: (key) => {
      operatorWords ??= consoleWords(appRoot, lang, read);
      return lookup(operatorWords, key);
    },
  };
}

/** The console's shared words and every feature's own, merged as the console merges them. */
function consoleWords(appRoot: string, lang: Lang, read: (file: string) => Messages): Messages {
  const source = path.join(appRoot, 'apps/backoffice/src');
  const shared = path.join(source, 'locales', `${lang}.json`);
  if (!existsSync(shared)) throw new Error(`the console has no ${lang} words`);
  const features = readdirSync(path.join(source, 'features')).flatMap((feature) => {
    const file = path.join(source, 'features', feature, 'locales', `${lang}.json`);
    return existsSync(file) ? [read(file)] : [];
  });
  return Object.assign(read(shared), ...features);
}
