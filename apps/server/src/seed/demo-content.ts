import type { PromotionCategoryType } from '@platform/contract/content';
import {
  type ContentKind,
  CreateBannerSchema,
  CreateHelpArticleSchema,
  CreateNoticeSchema,
  CreatePopupSchema,
  CreatePromotionCategorySchema,
  CreatePromotionSchema,
} from '@platform/contract/content';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { contentItems } from '../modules/content/content.tables.ts';
import { type ContentInput, toStoredItem } from '../modules/content/content-admin.service.ts';

type Texts = { EN: string; CN: string; MY: string };

const DAY_MS = 86_400_000;

/** Category titles in the order the promotions page's menu shows them (spec §3 categories). */
const CATEGORIES: [PromotionCategoryType, Texts][] = [
  ['all', { EN: 'All', CN: '全部', MY: 'အားလုံး' }],
  ['new_player', { EN: 'New player', CN: '新玩家', MY: 'ကစားသမားအသစ်' }],
  ['deposit', { EN: 'Deposit', CN: '存款', MY: 'ငွေသွင်း' }],
  ['rebate', { EN: 'Rebate', CN: '返水', MY: 'ပြန်အမ်းငွေ' }],
  ['sports', { EN: 'Sports', CN: '体育', MY: 'အားကစား' }],
  ['live', { EN: 'Live casino', CN: '真人娱乐', MY: 'တိုက်ရိုက်ကာစီနို' }],
  ['rng', { EN: 'Slots', CN: '老虎机', MY: 'စလော့' }],
  ['fish', { EN: 'Fishing', CN: '捕鱼', MY: 'ငါးဖမ်း' }],
  ['pvp', { EN: 'Card games', CN: '棋牌', MY: 'ဖဲဂိမ်း' }],
  ['lottery', { EN: 'Lottery', CN: '彩票', MY: 'ထီ' }],
  ['rank', { EN: 'VIP rank', CN: 'VIP 等级', MY: 'VIP အဆင့်' }],
  ['point', { EN: 'Points', CN: '积分', MY: 'အမှတ်များ' }],
  ['download', { EN: 'App download', CN: '下载应用', MY: 'အက်ပ်ဒေါင်းလုဒ်' }],
  ['other', { EN: 'Other', CN: '其他', MY: 'အခြား' }],
  // Served but hidden by the promotions page (spec §2).
  ['gaming', { EN: 'Gaming', CN: '游戏', MY: 'ဂိမ်း' }],
  ['lotto_promo', { EN: 'Lotto promo', CN: '彩票推广', MY: 'ထီပရိုမိုးရှင်း' }],
];

interface DemoPromotion {
  slug: string;
  categories: PromotionCategoryType[];
  promotionType: string;
  tags: z.input<typeof CreatePromotionSchema>['tags'];
  goTo?: 'register' | 'login' | 'download';
  /** Days from the seed until it ends; absent: long term. */
  endsInDays?: number;
  /** Days from the seed until it starts; absent: started a week ago. */
  startsInDays?: number;
  title: Texts;
  body: Texts;
}

const PROMOTIONS: DemoPromotion[] = [
  {
    slug: 'welcome-bonus',
    categories: ['new_player', 'deposit'],
    promotionType: 'DEPOSIT_BONUS',
    tags: ['newbie'],
    goTo: 'register',
    title: {
      EN: '100% welcome bonus on your first deposit',
      CN: '首存 100% 欢迎奖金',
      MY: 'ပထမဆုံး ငွေသွင်းမှုအတွက် ၁၀၀% ကြိုဆိုဘောနပ်စ်',
    },
    body: {
      EN: 'New members get a 100% bonus on their first deposit, up to 500,000 K. The bonus and deposit must be wagered 10 times before withdrawal.',
      CN: '新会员首次存款可获得 100% 奖金，最高 500,000 K。奖金与存款需完成 10 倍流水后方可提款。',
      MY: 'အသင်းဝင်အသစ်များသည် ပထမဆုံး ငွေသွင်းမှုအပေါ် ၁၀၀% ဘောနပ်စ်ကို အများဆုံး ၅၀၀,၀၀၀ K အထိ ရရှိပါမည်။ ငွေထုတ်ယူမီ ဘောနပ်စ်နှင့် သွင်းငွေကို ၁၀ ဆ လောင်းကစားရပါမည်။',
    },
  },
  {
    slug: 'daily-reload',
    categories: ['deposit'],
    promotionType: 'DEPOSIT_BONUS',
    tags: ['daily'],
    goTo: 'login',
    title: { EN: '10% daily reload bonus', CN: '每日 10% 再存奖金', MY: 'နေ့စဉ် ၁၀% ထပ်သွင်းဘောနပ်စ်' },
    body: {
      EN: 'Your first deposit of each day earns an extra 10%, up to 100,000 K. Wager the bonus 5 times to withdraw it.',
      CN: '每天首笔存款可额外获得 10%，最高 100,000 K。奖金完成 5 倍流水即可提款。',
      MY: 'နေ့စဉ် ပထမဆုံး ငွေသွင်းမှုတိုင်းအတွက် ၁၀% ကို အများဆုံး ၁၀၀,၀၀၀ K အထိ ထပ်ဆောင်းရရှိပါမည်။ ဘောနပ်စ်ကို ၅ ဆ လောင်းကစားပြီးနောက် ထုတ်ယူနိုင်ပါသည်။',
    },
  },
  {
    slug: 'sports-cashback',
    categories: ['sports', 'rebate'],
    promotionType: 'CASHBACK',
    tags: ['high_rebate'],
    endsInDays: 20,
    title: { EN: '5% weekly sports cashback', CN: '体育每周 5% 返现', MY: 'အားကစား အပတ်စဉ် ၅% ငွေပြန်အမ်း' },
    body: {
      EN: 'Get back 5% of your net sports losses every Monday, paid straight to your wallet with no wagering.',
      CN: '每周一返还您上周体育净亏损的 5%，直接发放至钱包，无需流水。',
      MY: 'တနင်္လာနေ့တိုင်း အားကစားလောင်းကြေး အသားတင်ရှုံးငွေ၏ ၅% ကို လောင်းကစားရန်မလိုဘဲ ပိုက်ဆံအိတ်ထဲသို့ တိုက်ရိုက် ပြန်ပေးပါမည်။',
    },
  },
  {
    slug: 'live-rebate',
    categories: ['live', 'rebate'],
    promotionType: 'REBATE',
    tags: ['high_rebate', 'daily'],
    title: {
      EN: 'Live casino 1.2% daily rebate',
      CN: '真人娱乐每日 1.2% 返水',
      MY: 'တိုက်ရိုက်ကာစီနို နေ့စဉ် ၁.၂% ပြန်အမ်းငွေ',
    },
    body: {
      EN: 'Every valid bet on baccarat, roulette, sicbo and dragon tiger earns a 1.2% rebate, credited the next day.',
      CN: '百家乐、轮盘、骰宝、龙虎的每笔有效投注均可获得 1.2% 返水，次日发放。',
      MY: 'ဘာကာရာ၊ ရူးလက်၊ ဆစ်ဘို နှင့် နဂါးကျား ဂိမ်းများတွင် မှန်ကန်သော လောင်းကြေးတိုင်းအတွက် ၁.၂% ပြန်အမ်းငွေကို နောက်တစ်နေ့တွင် ထည့်သွင်းပေးပါမည်။',
    },
  },
  {
    slug: 'slots-tournament',
    categories: ['rng'],
    promotionType: 'TOURNAMENT',
    tags: ['limited'],
    endsInDays: 2,
    title: {
      EN: 'Slots tournament: 10,000,000 K prize pool',
      CN: '老虎机锦标赛：奖池 10,000,000 K',
      MY: 'စလော့ပြိုင်ပွဲ - ဆုငွေစုစုပေါင်း ၁၀,၀၀၀,၀၀၀ K',
    },
    body: {
      EN: 'Climb the leaderboard by your biggest win multiplier. The top 100 players share the prize pool. Ends soon!',
      CN: '以单次最高赢取倍数冲击排行榜，前 100 名玩家瓜分奖池。即将结束！',
      MY: 'အကြီးဆုံး အနိုင်ရမြှောက်ကိန်းဖြင့် အဆင့်ဇယားကို တက်လှမ်းပါ။ ထိပ်တန်း ကစားသမား ၁၀၀ ဦးသည် ဆုငွေကို ခွဲဝေရရှိပါမည်။ မကြာမီ ပြီးဆုံးပါမည်။',
    },
  },
  {
    slug: 'fishing-frenzy',
    categories: ['fish'],
    promotionType: 'MISSION',
    tags: ['special'],
    endsInDays: 5,
    title: {
      EN: 'Fishing frenzy: catch the golden dragon',
      CN: '捕鱼狂欢：捕获黄金龙',
      MY: 'ငါးဖမ်းပွဲတော် - ရွှေနဂါးကို ဖမ်းပါ',
    },
    body: {
      EN: 'Catch the golden dragon in any fishing game this week and receive a 50,000 K bonus on top of your win.',
      CN: '本周在任意捕鱼游戏中捕获黄金龙，除赢取金额外再得 50,000 K 奖金。',
      MY: 'ဤအပတ်အတွင်း မည်သည့် ငါးဖမ်းဂိမ်းတွင်မဆို ရွှေနဂါးကို ဖမ်းမိပါက အနိုင်ရငွေအပြင် ၅၀,၀၀၀ K ဘောနပ်စ် ထပ်ရရှိပါမည်။',
    },
  },
  {
    slug: 'card-weekend',
    categories: ['pvp'],
    promotionType: 'MISSION',
    tags: ['limited'],
    endsInDays: 3,
    title: {
      EN: 'Card games weekend: double mission rewards',
      CN: '棋牌周末：任务奖励翻倍',
      MY: 'ဖဲဂိမ်း စနေတနင်္ဂနွေ - မစ်ရှင်ဆုများ နှစ်ဆ',
    },
    body: {
      EN: 'Play 30 hands of any card game on Saturday or Sunday and your mission rewards are doubled.',
      CN: '周六或周日在任意棋牌游戏中完成 30 局，任务奖励翻倍。',
      MY: 'စနေ သို့မဟုတ် တနင်္ဂနွေနေ့တွင် မည်သည့် ဖဲဂိမ်းကိုမဆို ၃၀ ပွဲ ကစားပါက မစ်ရှင်ဆုများ နှစ်ဆ ရရှိပါမည်။',
    },
  },
  {
    slug: 'lucky-numbers',
    categories: ['lottery'],
    promotionType: 'LOTTERY_BONUS',
    tags: ['special'],
    title: {
      EN: 'Lucky numbers: 8% extra on lottery wins',
      CN: '幸运号码：彩票中奖额外 8%',
      MY: 'ကံကောင်းဂဏန်း - ထီပေါက်ငွေ ၈% ထပ်ဆောင်း',
    },
    body: {
      EN: 'Every lottery win on a number ending in 8 pays an extra 8% bonus.',
      CN: '凡中奖号码尾数为 8，均可额外获得 8% 奖金。',
      MY: '၈ ဖြင့်ဆုံးသော ဂဏန်းဖြင့် ထီပေါက်တိုင်း ၈% ဘောနပ်စ် ထပ်ဆောင်း ရရှိပါမည်။',
    },
  },
  {
    slug: 'vip-upgrade',
    categories: ['rank'],
    promotionType: 'VIP_BONUS',
    tags: ['vip'],
    goTo: 'login',
    title: {
      EN: 'VIP upgrade bonus up to 1,000,000 K',
      CN: 'VIP 晋级奖金最高 1,000,000 K',
      MY: 'VIP အဆင့်တက် ဘောနပ်စ် ၁,၀၀၀,၀၀၀ K အထိ',
    },
    body: {
      EN: 'Each time you reach a new VIP rank you receive a one-time upgrade bonus. Higher ranks also raise your daily withdrawal limit.',
      CN: '每次晋升新的 VIP 等级即可获得一次性晋级奖金，等级越高，每日提款额度越高。',
      MY: 'VIP အဆင့်သစ်သို့ ရောက်တိုင်း တစ်ကြိမ်သာ ပေးသော အဆင့်တက်ဘောနပ်စ်ကို ရရှိပါမည်။ အဆင့်မြင့်လေ နေ့စဉ် ငွေထုတ်ကန့်သတ်ချက် မြင့်လေ ဖြစ်ပါသည်။',
    },
  },
  {
    slug: 'double-points',
    categories: ['point'],
    promotionType: 'POINTS',
    tags: ['limited', 'daily'],
    endsInDays: 1,
    title: { EN: 'Double points day', CN: '双倍积分日', MY: 'အမှတ်နှစ်ဆ နေ့' },
    body: {
      EN: 'Today only: every bet earns double points in the points mall. Points never expire.',
      CN: '仅限今日：每笔投注获得双倍商城积分，积分永不过期。',
      MY: 'ယနေ့သာ - လောင်းကြေးတိုင်းအတွက် အမှတ်ဆိုင်တွင် အမှတ်နှစ်ဆ ရရှိပါမည်။ အမှတ်များ သက်တမ်းမကုန်ပါ။',
    },
  },
  {
    slug: 'app-download',
    categories: ['download'],
    promotionType: 'DOWNLOAD_BONUS',
    tags: ['newbie'],
    goTo: 'download',
    title: {
      EN: 'Download the app, get 8,888 K',
      CN: '下载应用，领取 8,888 K',
      MY: 'အက်ပ်ကို ဒေါင်းလုဒ်လုပ်ပြီး ၈,၈၈၈ K ရယူပါ',
    },
    body: {
      EN: 'Log in through the iOS or Android app for the first time and 8,888 K is added to your wallet.',
      CN: '首次通过 iOS 或安卓应用登录，即可获得 8,888 K 存入钱包。',
      MY: 'iOS သို့မဟုတ် Android အက်ပ်မှတစ်ဆင့် ပထမဆုံးအကြိမ် ဝင်ရောက်ပါက ပိုက်ဆံအိတ်ထဲသို့ ၈,၈၈၈ K ထည့်ပေးပါမည်။',
    },
  },
  {
    slug: 'refer-a-friend',
    categories: ['other'],
    promotionType: 'REFERRAL',
    tags: ['special'],
    goTo: 'login',
    title: {
      EN: 'Refer a friend: 20% of their first deposit',
      CN: '推荐好友：获得其首存 20%',
      MY: 'သူငယ်ချင်းကို မိတ်ဆက်ပါ - ၎င်း၏ ပထမ ငွေသွင်းမှု၏ ၂၀%',
    },
    body: {
      EN: 'Share your referral code. When a friend registers and deposits, you receive 20% of their first deposit.',
      CN: '分享您的推荐码。好友注册并存款后，您将获得其首存金额的 20%。',
      MY: 'သင့်မိတ်ဆက်ကုဒ်ကို မျှဝေပါ။ သူငယ်ချင်းက စာရင်းသွင်းပြီး ငွေသွင်းသည့်အခါ ၎င်း၏ ပထမ ငွေသွင်းမှု၏ ၂၀% ကို သင် ရရှိပါမည်။',
    },
  },
  {
    slug: 'new-year-festival',
    categories: ['other'],
    promotionType: 'FESTIVAL',
    tags: ['limited', 'special'],
    startsInDays: 30,
    endsInDays: 45,
    title: { EN: 'New Year festival (coming soon)', CN: '新年庆典（即将开始）', MY: 'နှစ်သစ်ပွဲတော် (မကြာမီ)' },
    body: {
      EN: 'Red envelopes every hour during the festival.',
      CN: '庆典期间每小时派发红包。',
      MY: 'ပွဲတော်ကာလအတွင်း နာရီတိုင်း အနီရောင်စာအိတ်များ ဝေပေးပါမည်။',
    },
  },
];

/** Paragraph HTML in each language; promotions add the house terms line. */
const html = (texts: Texts, withTerms = false): Texts => {
  const terms: Texts = {
    EN: '<p><strong>Terms apply.</strong> One bonus per member, household and address.</p>',
    CN: '<p><strong>适用条款。</strong>每位会员、每户及每个地址仅限一次。</p>',
    MY: '<p><strong>စည်းကမ်းချက်များ သက်ဆိုင်ပါသည်။</strong> အသင်းဝင်၊ အိမ်ထောင်စုနှင့် လိပ်စာတစ်ခုလျှင် ဘောနပ်စ် တစ်ကြိမ်သာ။</p>',
  };
  const paragraph = (language: keyof Texts) => `<p>${texts[language]}</p>${withTerms ? terms[language] : ''}`;
  return { EN: paragraph('EN'), CN: paragraph('CN'), MY: paragraph('MY') };
};

const HELP: {
  kind: 'help' | 'terms' | 'privacy' | 'agreement' | 'blog' | 'news';
  slug: string;
  title: Texts;
  body: Texts;
}[] = [
  {
    kind: 'help',
    slug: 'how-to-deposit',
    title: { EN: 'How to deposit', CN: '如何存款', MY: 'ငွေသွင်းနည်း' },
    body: {
      EN: '<ol><li>Log in and press <strong>Deposit</strong>.</li><li>Choose a channel and enter the amount.</li><li>Follow the payment page; your balance updates as soon as the payment is confirmed.</li></ol>',
      CN: '<ol><li>登录后点击<strong>存款</strong>。</li><li>选择支付渠道并输入金额。</li><li>按照支付页面完成付款，确认后余额立即更新。</li></ol>',
      MY: '<ol><li>အကောင့်ဝင်ပြီး <strong>ငွေသွင်း</strong> ကို နှိပ်ပါ။</li><li>ငွေပေးချေမှုလမ်းကြောင်းကို ရွေးပြီး ပမာဏကို ထည့်ပါ။</li><li>ငွေပေးချေမှုစာမျက်နှာအတိုင်း လုပ်ဆောင်ပါ။ ငွေပေးချေမှု အတည်ပြုပြီးသည်နှင့် လက်ကျန်ငွေ ချက်ချင်း ပြောင်းလဲပါမည်။</li></ol>',
    },
  },
  {
    kind: 'help',
    slug: 'how-to-withdraw',
    title: { EN: 'How to withdraw', CN: '如何提款', MY: 'ငွေထုတ်နည်း' },
    body: {
      EN: '<p>Bind a bank account in the member centre, set your payment password, then request a withdrawal. After the payout, please confirm whether the money arrived.</p>',
      CN: '<p>在会员中心绑定银行账户并设置支付密码，然后申请提款。出款后，请确认款项是否到账。</p>',
      MY: '<p>အသင်းဝင်စင်တာတွင် ဘဏ်အကောင့်ကို ချိတ်ဆက်ပြီး ငွေပေးချေမှု စကားဝှက်ကို သတ်မှတ်ပါ၊ ထို့နောက် ငွေထုတ်ရန် တောင်းဆိုပါ။ ငွေလွှဲပြီးနောက် ငွေရောက်မရောက် အတည်ပြုပေးပါ။</p>',
    },
  },
  {
    kind: 'help',
    slug: 'account-security',
    title: { EN: 'Keeping your account safe', CN: '账户安全', MY: 'အကောင့် လုံခြုံရေး' },
    body: {
      EN: '<p>Use a strong password, turn on the authenticator in the security centre and never share verification codes. Our staff will never ask for your password.</p>',
      CN: '<p>请使用强密码，在安全中心开启身份验证器，切勿透露验证码。我们的工作人员绝不会索取您的密码。</p>',
      MY: '<p>ခိုင်မာသော စကားဝှက်ကို အသုံးပြုပါ၊ လုံခြုံရေးစင်တာတွင် Authenticator ကို ဖွင့်ပါ၊ အတည်ပြုကုဒ်များကို မည်သူ့ကိုမျှ မမျှဝေပါနှင့်။ ကျွန်ုပ်တို့ ဝန်ထမ်းများသည် သင့်စကားဝှက်ကို ဘယ်တော့မှ မတောင်းပါ။</p>',
    },
  },
  {
    kind: 'terms',
    slug: 'term',
    title: { EN: 'Terms and conditions', CN: '条款与条件', MY: 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ' },
    body: {
      EN: '<h3>1. Eligibility</h3><p>You must be at least 18 years old and allowed to play where you live.</p><h3>2. One account</h3><p>Each person may hold one account. Bonuses obtained through several accounts are void.</p><h3>3. Fair play</h3><p>We may suspend accounts involved in fraud, collusion or abuse of promotions.</p>',
      CN: '<h3>1. 资格</h3><p>您必须年满 18 周岁，且所在地区允许参与游戏。</p><h3>2. 单一账户</h3><p>每人仅可持有一个账户，通过多个账户获得的奖金一律无效。</p><h3>3. 公平游戏</h3><p>对于涉及欺诈、串通或滥用优惠的账户，我们有权暂停其使用。</p>',
      MY: '<h3>၁။ အရည်အချင်း</h3><p>သင်သည် အသက် ၁၈ နှစ် အနည်းဆုံး ပြည့်ပြီး သင်နေထိုင်ရာ ဒေသတွင် ကစားခွင့်ရှိရပါမည်။</p><h3>၂။ အကောင့်တစ်ခုတည်း</h3><p>လူတစ်ဦးလျှင် အကောင့်တစ်ခုသာ ကိုင်ဆောင်နိုင်ပါသည်။ အကောင့်များစွာဖြင့် ရယူထားသော ဘောနပ်စ်များ ပျက်ပြယ်ပါမည်။</p><h3>၃။ တရားမျှတသော ကစားခြင်း</h3><p>လိမ်လည်မှု၊ ပူးပေါင်းကြံစည်မှု သို့မဟုတ် ပရိုမိုးရှင်းကို အလွဲသုံးစားပြုမှုတွင် ပါဝင်သော အကောင့်များကို ကျွန်ုပ်တို့ ဆိုင်းငံ့နိုင်ပါသည်။</p>',
    },
  },
  {
    kind: 'privacy',
    slug: 'privacy',
    title: { EN: 'Privacy policy', CN: '隐私政策', MY: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ' },
    body: {
      EN: '<p>We keep the personal data you give us (name, phone, e-mail, bank account) only to run your account, pay you and meet our legal duties. We never sell it. You may ask customer service for a copy or for its deletion.</p>',
      CN: '<p>我们仅为管理您的账户、向您付款及履行法律义务而保存您提供的个人资料（姓名、电话、电子邮箱、银行账户），绝不出售。您可联系客服获取副本或要求删除。</p>',
      MY: '<p>သင်ပေးထားသော ကိုယ်ရေးအချက်အလက်များ (အမည်၊ ဖုန်း၊ အီးမေးလ်၊ ဘဏ်အကောင့်) ကို သင့်အကောင့် လည်ပတ်ရန်၊ သင့်ထံ ငွေပေးချေရန်နှင့် ဥပဒေဆိုင်ရာ တာဝန်များ ထမ်းဆောင်ရန်အတွက်သာ သိမ်းဆည်းပါသည်။ ဘယ်တော့မှ မရောင်းချပါ။ မိတ္တူ သို့မဟုတ် ဖျက်ပေးရန် ဖောက်သည်ဝန်ဆောင်မှုထံ တောင်းဆိုနိုင်ပါသည်။</p>',
    },
  },
  {
    kind: 'agreement',
    slug: 'agreement',
    title: { EN: 'User agreement', CN: '用户协议', MY: 'အသုံးပြုသူ သဘောတူညီချက်' },
    body: {
      EN: '<p>By registering you agree to these rules, to play responsibly and to keep your login details to yourself. You are responsible for all activity on your account.</p>',
      CN: '<p>注册即表示您同意本规则，承诺理性游戏并妥善保管登录信息。您须对账户内的一切活动负责。</p>',
      MY: '<p>စာရင်းသွင်းခြင်းဖြင့် ဤစည်းမျဉ်းများကို သဘောတူပြီး တာဝန်သိစွာ ကစားရန်နှင့် အကောင့်ဝင်အချက်အလက်များကို ကိုယ်တိုင်သာ သိမ်းဆည်းရန် သဘောတူပါသည်။ သင့်အကောင့်ရှိ လုပ်ဆောင်ချက်အားလုံးအတွက် သင် တာဝန်ရှိပါသည်။</p>',
    },
  },
  {
    kind: 'blog',
    slug: 'baccarat-basics',
    title: { EN: 'Baccarat basics in five minutes', CN: '五分钟学会百家乐', MY: 'ငါးမိနစ်အတွင်း ဘာကာရာ အခြေခံ' },
    body: {
      EN: '<p>Bet on the player, the banker or a tie. The hand closest to nine wins; tens and face cards count as zero.</p>',
      CN: '<p>可押闲家、庄家或和局。点数最接近九的一方获胜；十和人头牌计为零点。</p>',
      MY: '<p>ကစားသမား၊ ဘဏ်ကိုင် သို့မဟုတ် သရေကို လောင်းပါ။ ကိုး နှင့် အနီးဆုံးလက်က နိုင်ပါသည်။ ဆယ် နှင့် ရုပ်ကတ်များကို သုည အဖြစ် ရေတွက်ပါသည်။</p>',
    },
  },
  {
    kind: 'blog',
    slug: 'play-responsibly',
    title: {
      EN: 'Five habits of responsible play',
      CN: '理性游戏的五个习惯',
      MY: 'တာဝန်သိစွာ ကစားခြင်း၏ အလေ့အကျင့် ငါးခု',
    },
    body: {
      EN: '<ul><li>Set a budget before you play.</li><li>Take breaks.</li><li>Never chase losses.</li><li>Do not play when upset.</li><li>Ask for help if it stops being fun.</li></ul>',
      CN: '<ul><li>游戏前设定预算。</li><li>适时休息。</li><li>切勿追损。</li><li>情绪低落时不要游戏。</li><li>若不再感到乐趣，请寻求帮助。</li></ul>',
      MY: '<ul><li>မကစားမီ ဘတ်ဂျက် သတ်မှတ်ပါ။</li><li>အနားယူပါ။</li><li>ရှုံးငွေကို ပြန်လိုက်မရှာပါနှင့်။</li><li>စိတ်မကြည်လင်သည့်အခါ မကစားပါနှင့်။</li><li>မပျော်တော့ပါက အကူအညီ တောင်းပါ။</li></ul>',
    },
  },
  {
    kind: 'news',
    slug: 'new-live-tables',
    title: {
      EN: 'New live dealer tables are open',
      CN: '全新真人荷官桌台上线',
      MY: 'တိုက်ရိုက် ကာစီနို စားပွဲအသစ်များ ဖွင့်လှစ်ပြီ',
    },
    body: {
      EN: '<p>Twelve new baccarat and dragon tiger tables with Burmese-speaking dealers are now open around the clock.</p>',
      CN: '<p>十二张配备缅甸语荷官的全新百家乐与龙虎桌台现已全天候开放。</p>',
      MY: '<p>မြန်မာစကားပြော ဒီလာများပါဝင်သော ဘာကာရာနှင့် နဂါးကျား စားပွဲအသစ် ဆယ့်နှစ်ခုကို ယခု ၂၄ နာရီ ဖွင့်လှစ်ထားပါပြီ။</p>',
    },
  },
  {
    kind: 'news',
    slug: 'faster-withdrawals',
    title: { EN: 'Withdrawals are now faster', CN: '提款速度全面提升', MY: 'ငွေထုတ်ယူမှု ပိုမြန်လာပြီ' },
    body: {
      EN: '<p>Most withdrawals are now paid within 15 minutes of approval.</p>',
      CN: '<p>大多数提款现在会在审核通过后 15 分钟内到账。</p>',
      MY: '<p>ငွေထုတ်ယူမှု အများစုကို ယခု အတည်ပြုပြီး ၁၅ မိနစ်အတွင်း ပေးချေပါသည်။</p>',
    },
  },
];

/**
 * The demo merchant's content in CN, EN and MY: banners in every group, marquee notices, one
 * pop-up per execution, promotion categories with a dozen promotions (long-term, ending soon and
 * one not started yet), help-centre pages. Inputs go through the operator API's schemas and
 * storage rules, so the demo holds nothing the API would refuse. Seeded once: a merchant that has
 * any content keeps what its operator made of it.
 */
export async function seedDemoContent(db: Database, merchantId: number, now: Date): Promise<void> {
  if ((await db.$count(contentItems, eq(contentItems.merchantId, merchantId))) > 0) return;

  const add = async <S extends z.ZodType>(kind: ContentKind, schema: S, input: z.input<S>) => {
    const { columns, fields } = toStoredItem(kind, schema.parse(input) as ContentInput);
    const [row] = await db
      .insert(contentItems)
      .values({ ...columns, merchantId, kind, fields, createdAt: now, updatedAt: now })
      .returning({ id: contentItems.id });
    return row!.id;
  };
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

  const categoryIds = new Map<PromotionCategoryType, number>();
  for (const [index, [type, title]] of CATEGORIES.entries())
    categoryIds.set(
      type,
      await add('promotion_category', CreatePromotionCategorySchema, { type, title, sortOrder: index }),
    );

  const promotionIds = new Map<string, number>();
  for (const [index, promotion] of PROMOTIONS.entries()) {
    const card = `DEMO_CONTENT/PROMO/${promotion.slug}.png`;
    const id = await add('promotion', CreatePromotionSchema, {
      title: promotion.title,
      content: html(promotion.body, true),
      // The main category first; every promotion is also listed under All.
      categoryIds: [...promotion.categories, 'all' as const].map((type) => categoryIds.get(type)!),
      promotionType: promotion.promotionType,
      images: [
        { sequence: 1, image: card },
        { sequence: 2, image: card },
      ],
      tags: promotion.tags,
      goTo: promotion.goTo ?? null,
      longTerm: promotion.endsInDays === undefined,
      startsAt: inDays(promotion.startsInDays ?? -7),
      endsAt: promotion.endsInDays === undefined ? null : inDays(promotion.endsInDays),
      sortOrder: index,
    });
    promotionIds.set(promotion.slug, id);
  }

  const banners: z.input<typeof CreateBannerSchema>[] = [
    {
      groupName: 'w_home',
      image: 'DEMO_CONTENT/BANNER/welcome-bonus.png',
      linkageType: 'PROMOTION',
      linkage: String(promotionIds.get('welcome-bonus')),
    },
    {
      groupName: 'w_home',
      image: 'DEMO_CONTENT/BANNER/live-casino.png',
      linkageType: 'ROUTE',
      linkage: '/live',
    },
    {
      groupName: 'w_home',
      image: 'DEMO_CONTENT/BANNER/slots-tournament.png',
      linkageType: 'PROMOTION',
      linkage: String(promotionIds.get('slots-tournament')),
    },
    {
      groupName: 'w_home',
      image: 'DEMO_CONTENT/BANNER/all-promotions.png',
      linkageType: 'ROUTE',
      linkage: '/promotions',
    },
    { groupName: 'w_register', image: 'DEMO_CONTENT/BANNER/join-nova-play.png', linkageType: null },
    { groupName: 'w_login', image: 'DEMO_CONTENT/BANNER/welcome-back.png', linkageType: null },
    {
      groupName: 'w_forget',
      image: 'DEMO_CONTENT/BANNER/account-help.png',
      linkageType: 'ROUTE',
      linkage: '/help',
    },
    {
      groupName: 'w_leftmenu',
      image: 'DEMO_CONTENT/BANNER/daily-reload.png',
      linkageType: 'PROMOTION',
      linkage: String(promotionIds.get('daily-reload')),
    },
    { groupName: 'w_license', image: 'DEMO_CONTENT/LICENSE/gaming-license.png', linkageType: null },
    {
      groupName: 'w_promotion',
      image: 'DEMO_CONTENT/BANNER/welcome-bonus.png',
      linkageType: 'PROMOTION',
      linkage: String(promotionIds.get('welcome-bonus')),
    },
    {
      groupName: 'w_promotion',
      image: 'DEMO_CONTENT/BANNER/vip-upgrade.png',
      linkageType: 'PROMOTION',
      linkage: String(promotionIds.get('vip-upgrade')),
    },
    {
      groupName: 'w_promotion',
      image: 'DEMO_CONTENT/BANNER/refer-a-friend.png',
      linkageType: 'URL',
      linkage: 'https://t.me/novaplay',
    },
  ];
  for (const [index, banner] of banners.entries())
    await add('banner', CreateBannerSchema, { ...banner, sortOrder: index });

  const notices: { title: Texts; content: Texts }[] = [
    {
      title: {
        EN: 'Welcome to Nova Play: 100% bonus on your first deposit',
        CN: '欢迎来到 Nova Play：首存 100% 奖金',
        MY: 'Nova Play မှ ကြိုဆိုပါသည် - ပထမ ငွေသွင်းမှုအတွက် ၁၀၀% ဘောနပ်စ်',
      },
      content: {
        EN: 'Register today and double your first deposit, up to 500,000 K. See the promotions page for the terms.',
        CN: '今日注册，首存翻倍，最高 500,000 K。条款详见优惠页面。',
        MY: 'ယနေ့ စာရင်းသွင်းပြီး ပထမ ငွေသွင်းမှုကို ၅၀၀,၀၀၀ K အထိ နှစ်ဆ ရယူပါ။ စည်းကမ်းချက်များကို ပရိုမိုးရှင်း စာမျက်နှာတွင် ကြည့်ပါ။',
      },
    },
    {
      title: {
        EN: 'Scheduled maintenance on Tuesday 02:00 to 04:00',
        CN: '周二 02:00 至 04:00 系统维护',
        MY: 'အင်္ဂါနေ့ ၀၂:၀၀ မှ ၀၄:၀၀ အထိ စနစ်ပြုပြင်ထိန်းသိမ်းမှု',
      },
      content: {
        EN: 'Some games will be unavailable during maintenance. Your balance is safe and nothing is lost.',
        CN: '维护期间部分游戏将暂停使用。您的余额安全无虞，不会有任何损失。',
        MY: 'ပြုပြင်ထိန်းသိမ်းနေစဉ် ဂိမ်းအချို့ကို အသုံးပြု၍ မရပါ။ သင့်လက်ကျန်ငွေ လုံခြုံပြီး ဘာမှ မဆုံးရှုံးပါ။',
      },
    },
    {
      title: {
        EN: 'Never share your verification codes',
        CN: '切勿向他人透露验证码',
        MY: 'အတည်ပြုကုဒ်များကို မည်သူ့ကိုမျှ မမျှဝေပါနှင့်',
      },
      content: {
        EN: 'Our staff will never ask for your password or SMS code. Report suspicious messages to customer service.',
        CN: '我们的工作人员绝不会索取您的密码或短信验证码。如收到可疑信息，请联系客服。',
        MY: 'ကျွန်ုပ်တို့ ဝန်ထမ်းများသည် သင့်စကားဝှက် သို့မဟုတ် SMS ကုဒ်ကို ဘယ်တော့မှ မတောင်းပါ။ သံသယဖြစ်ဖွယ် မက်ဆေ့ချ်များကို ဖောက်သည်ဝန်ဆောင်မှုထံ တိုင်ကြားပါ။',
      },
    },
  ];
  for (const [index, notice] of notices.entries())
    await add('notice', CreateNoticeSchema, { ...notice, sortOrder: index });

  const popups: { execution: 'A' | 'B' | 'F'; title: Texts; content: Texts }[] = [
    {
      execution: 'B',
      title: { EN: 'Join Nova Play today', CN: '立即加入 Nova Play', MY: 'ယနေ့ Nova Play သို့ ဝင်ရောက်ပါ' },
      content: html({
        EN: 'Register in one minute and claim a 100% welcome bonus. <a href="/register">Register now</a>',
        CN: '一分钟完成注册，领取 100% 欢迎奖金。<a href="/register">立即注册</a>',
        MY: 'တစ်မိနစ်အတွင်း စာရင်းသွင်းပြီး ၁၀၀% ကြိုဆိုဘောနပ်စ်ကို ရယူပါ။ <a href="/register">ယခုပင် စာရင်းသွင်းပါ</a>',
      }),
    },
    {
      execution: 'A',
      title: {
        EN: 'Weekend reload: 10% every day',
        CN: '周末再存：每天 10%',
        MY: 'စနေတနင်္ဂနွေ ထပ်သွင်း - နေ့စဉ် ၁၀%',
      },
      content: html({
        EN: 'Your first deposit of each day earns 10% extra. <a href="/promotions">See all promotions</a>',
        CN: '每天首笔存款额外获得 10%。<a href="/promotions">查看全部优惠</a>',
        MY: 'နေ့စဉ် ပထမဆုံး ငွေသွင်းမှုတိုင်း ၁၀% ထပ်ဆောင်း ရရှိပါမည်။ <a href="/promotions">ပရိုမိုးရှင်းအားလုံး ကြည့်ရန်</a>',
      }),
    },
    {
      execution: 'F',
      title: { EN: 'Welcome aboard!', CN: '欢迎加入！', MY: 'ကြိုဆိုပါသည်!' },
      content: html({
        EN: 'Thanks for joining. Secure your account in the security centre, then make your first deposit to double it.',
        CN: '感谢您的加入。请先在安全中心保护好您的账户，然后完成首存即可翻倍。',
        MY: 'ဝင်ရောက်သည့်အတွက် ကျေးဇူးတင်ပါသည်။ လုံခြုံရေးစင်တာတွင် သင့်အကောင့်ကို လုံခြုံအောင် ပြုလုပ်ပြီးနောက် ပထမ ငွေသွင်းမှုကို နှစ်ဆ ရယူပါ။',
      }),
    },
  ];
  for (const [index, popup] of popups.entries())
    await add('popup', CreatePopupSchema, { ...popup, sortOrder: index });

  for (const [index, article] of HELP.entries())
    await add('help_article', CreateHelpArticleSchema, {
      kind: article.kind,
      slug: article.slug,
      title: article.title,
      content: article.body,
      startsAt: inDays(-(HELP.length - index)),
      sortOrder: index,
    });
}
