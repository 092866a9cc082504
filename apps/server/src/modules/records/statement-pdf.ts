import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@platform/contract/i18n';
import type { Statement } from '@platform/contract/records';
import { STATEMENT_LINES } from '@platform/contract/wallet-constants';
import PDFDocument from 'pdfkit';
import { STATEMENT_WORDS } from './statement-words.ts';

/*
 * The statement as a PDF file (pdfkit): A4 landscape, the summary and then one row per day with a
 * movement. Figures, dates and names print in the PDF's own Helvetica; the words in the language's
 * font, of which pdfkit embeds the glyphs used: EN in Helvetica, MY (Burmese) in Noto Sans Myanmar
 * (the player site's own font package, whose Burmese file holds Burmese letters and spaces only, so
 * punctuation between them prints in Helvetica), CN in a font with Chinese glyphs from the system.
 * Without that font the CN statement prints in EN rather than as empty boxes.
 */

const require = createRequire(import.meta.url);
const MYANMAR_FONTS = {
  regular: require.resolve('@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff'),
  bold: require.resolve('@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-700-normal.woff'),
};
/** Burmese letters, signs, joiners and spaces: the runs of MY words the Burmese font draws. */
const BURMESE = /([\u1000-\u109f\ua9e0-\ua9ff\uaa60-\uaa7f\u200b-\u200d \u00a0]+)/;

/** The face inside Noto Sans CJK's collection that draws Simplified Chinese. */
const CJK_FACE = 'NotoSansCJKsc-Regular';

function readable(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** Registers the fonts: `word` and `word-bold` for the language's words, `figure` and `figure-bold`. */
function registerFonts(doc: PDFKit.PDFDocument, language: Language, cjkFont: string | null) {
  doc.registerFont('figure', 'Helvetica');
  doc.registerFont('figure-bold', 'Helvetica-Bold');
  if (language === 'CN' && cjkFont) {
    doc.registerFont('word', cjkFont, CJK_FACE);
    doc.registerFont('word-bold', cjkFont, CJK_FACE);
  } else if (language === 'MY') {
    doc.registerFont('word', MYANMAR_FONTS.regular);
    doc.registerFont('word-bold', MYANMAR_FONTS.bold);
  } else {
    doc.registerFont('word', 'Helvetica');
    doc.registerFont('word-bold', 'Helvetica-Bold');
  }
}

/** Minor units as the currency writes them, grouped, without going through a float. */
export function moneyText(amount: number, exponent: number): string {
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  const whole = exponent ? digits.slice(0, -exponent) : digits;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}${grouped}${exponent ? `.${digits.slice(-exponent)}` : ''}`;
}

/** An instant as the merchant's wall clock reads it, `YYYY-MM-DD HH:mm`. */
function localTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

export interface StatementPdfInput {
  statement: Statement;
  language: Language;
  exponent: number;
  cjkFont: string;
}

/** The PDF's bytes. */
export function statementPdf({ statement, language, exponent, cjkFont }: StatementPdfInput): Promise<Buffer> {
  const cjk = language === 'CN' && readable(cjkFont);
  const shown: Language = language === 'CN' && !cjk ? 'EN' : language;
  const words = STATEMENT_WORDS[shown];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 40,
    lang: { EN: 'en', CN: 'zh-CN', MY: 'my' }[shown],
    info: {
      Title: `${words.title} ${statement.account} ${statement.month}`,
      Author: statement.account,
      CreationDate: new Date(statement.generatedAt),
    },
  });
  registerFonts(doc, shown, cjk ? cjkFont : null);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** Words in the language's font; in Burmese, what lies between its letters in Helvetica. */
  const say = (
    text: string,
    bold: boolean,
    options: PDFKit.Mixins.TextOptions & { x?: number; y?: number } = {},
  ) => {
    const { x, y, ...rest } = options;
    const runs = shown === 'MY' ? text.split(BURMESE).filter(Boolean) : [text];
    runs.forEach((run, index) => {
      const burmese = shown !== 'MY' || BURMESE.test(run);
      doc.font(`${burmese ? 'word' : 'figure'}${bold ? '-bold' : ''}`);
      const continued = index < runs.length - 1 || Boolean(rest.continued);
      if (index === 0 && x !== undefined) doc.text(run, x, y, { ...rest, continued });
      else doc.text(run, { ...rest, continued });
    });
  };
  const figure = (text: string, bold: boolean, x: number, y: number, options: PDFKit.Mixins.TextOptions) =>
    doc.font(bold ? 'figure-bold' : 'figure').text(text, x, y, options);

  /** How far a figure moves down to sit level with the words beside it (Burmese lines are taller). */
  const level = (size: number) => {
    const words = doc.font('word').fontSize(size).currentLineHeight();
    const figures = doc.font('figure').fontSize(size).currentLineHeight();
    return Math.max(0, (words - figures) / 2);
  };
  /** A label in words and its value in figures, side by side on one line. */
  const pair = (
    label: string,
    value: string,
    bold: boolean,
    labelWidth: number,
    valueWidth: number,
    align: 'left' | 'right',
    size: number,
  ) => {
    const y = doc.y;
    doc.fontSize(size);
    say(label, bold, { x: left, y, width: labelWidth });
    const below = doc.y;
    figure(value, bold, left + labelWidth, y + level(size), { width: valueWidth, align });
    doc.fontSize(size);
    doc.x = left;
    doc.y = Math.max(below, doc.y);
  };

  const money = (amount: number) => moneyText(amount, exponent);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const zone = statement.timeZone;
  const lastDay = localTime(new Date(Date.parse(statement.to) - 1).toISOString(), zone).slice(0, 10);

  doc.fontSize(18);
  say(words.title, true);
  doc.moveDown(0.5).fontSize(10);
  const meta: [string, string][] = [
    [words.account, statement.account],
    [words.month, statement.month],
    [words.period, `${localTime(statement.from, zone).slice(0, 10)} - ${lastDay} (${zone})`],
    [words.currency, statement.currency],
    [words.generated, `${localTime(statement.generatedAt, zone)} (${zone})`],
  ];
  for (const [label, value] of meta) pair(label, value, false, 110, 300, 'left', 10);

  // The summary: opening, each line, closing.
  doc.moveDown().fontSize(11);
  const summary: [string, number][] = [
    [words.opening, statement.openingBalance],
    ...STATEMENT_LINES.map((line): [string, number] => [words.lines[line], statement.totals[line]]),
    [words.closing, statement.closingBalance],
  ];
  for (const [index, [label, amount]] of summary.entries()) {
    const edge = index === 0 || index === summary.length - 1;
    pair(label, money(amount), edge, 260, 140, 'right', 11);
  }

  // The days: date, each line, the balance that day closed on.
  doc.moveDown();
  const columns = [words.date, ...STATEMENT_LINES.map((line) => words.lines[line]), words.dayClosing];
  const columnWidth = width / columns.length;
  const cellOptions = (index: number): PDFKit.Mixins.TextOptions => ({
    width: columnWidth - 6,
    align: index === 0 ? 'left' : 'right',
  });
  const row = (cells: string[], heading: boolean) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) {
      doc.addPage();
      // Each page of days starts with the columns' names.
      if (!heading) row(columns, true);
    }
    const y = doc.y;
    doc.fontSize(8);
    const bottoms = cells.map((cell, index) => {
      const x = left + index * columnWidth;
      if (heading) say(cell, true, { x, y, ...cellOptions(index) });
      else figure(cell, false, x, y, cellOptions(index));
      return doc.y;
    });
    doc.x = left;
    doc.y = Math.max(...bottoms) + 3;
  };
  if (statement.days.length === 0) say(words.quiet, false, { x: left, y: doc.y });
  else {
    row(columns, true);
    for (const day of statement.days)
      row([day.date, ...STATEMENT_LINES.map((line) => money(day[line])), money(day.closingBalance)], false);
  }
  doc.moveDown().fontSize(8);
  say(words.note, false, { x: left, y: doc.y });
  doc.end();
  return done;
}
