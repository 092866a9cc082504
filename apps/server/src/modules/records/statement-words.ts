import type { Language } from '@platform/contract/i18n';
import type { StatementLines } from '@platform/contract/records';

/** The words of the PDF statement, which the server prints itself (the site's words stay in its locales). */
export interface StatementWords {
  title: string;
  account: string;
  month: string;
  period: string;
  currency: string;
  generated: string;
  opening: string;
  closing: string;
  lines: Record<keyof StatementLines, string>;
  date: string;
  dayClosing: string;
  quiet: string;
  note: string;
}

export const STATEMENT_WORDS: Record<Language, StatementWords> = {
  EN: {
    title: 'Account statement',
    account: 'Account',
    month: 'Month',
    period: 'Period',
    currency: 'Currency',
    generated: 'Generated',
    opening: 'Opening balance',
    closing: 'Closing balance',
    lines: {
      deposits: 'Deposits',
      withdrawals: 'Withdrawals',
      bets: 'Bets',
      wins: 'Wins and refunds',
      bonuses: 'Bonuses',
      other: 'Transfers and adjustments',
    },
    date: 'Date',
    dayClosing: 'Balance',
    quiet: 'No movement in this month.',
    note: 'Amounts are signed as they moved the main wallet: negative amounts left it.',
  },
  CN: {
    title: '账户对账单',
    account: '账号',
    month: '月份',
    period: '期间',
    currency: '币种',
    generated: '生成时间',
    opening: '期初余额',
    closing: '期末余额',
    lines: {
      deposits: '存款',
      withdrawals: '提款',
      bets: '投注',
      wins: '派彩与退款',
      bonuses: '红利',
      other: '转账与调整',
    },
    date: '日期',
    dayClosing: '余额',
    quiet: '本月没有资金变动。',
    note: '金额按对主钱包的影响记正负：负数为转出。',
  },
  MY: {
    title: 'အကောင့်ရှင်းတမ်း',
    account: 'အကောင့်',
    month: 'လ',
    period: 'ကာလ',
    currency: 'ငွေကြေး',
    generated: 'ထုတ်ယူချိန်',
    opening: 'အဖွင့်လက်ကျန်',
    closing: 'အပိတ်လက်ကျန်',
    lines: {
      deposits: 'ငွေသွင်း',
      withdrawals: 'ငွေထုတ်',
      bets: 'လောင်းကြေး',
      wins: 'အနိုင်နှင့် ပြန်အမ်းငွေ',
      bonuses: 'ဘောနပ်စ်',
      other: 'လွှဲပြောင်းမှုနှင့် ချိန်ညှိမှု',
    },
    date: 'ရက်စွဲ',
    dayClosing: 'လက်ကျန်ငွေ',
    quiet: 'ဤလအတွင်း ငွေအဝင်အထွက် မရှိပါ။',
    note: 'ပမာဏများကို ပင်မပိုက်ဆံအိတ်အပေါ် သက်ရောက်ပုံအတိုင်း ပြသည်။ အနုတ်ပမာဏသည် ထွက်သွားသောငွေ ဖြစ်သည်။',
  },
};
