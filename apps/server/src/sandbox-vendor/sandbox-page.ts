/**
 * The sandbox vendor's game page: server-rendered HTML, one stylesheet and one script of its own
 * origin (its CSP allows nothing inline). Texts in the platform's three languages.
 */

const TEXTS = {
  EN: {
    ribbon: 'SANDBOX VENDOR — test money flow, not a real game studio',
    balance: 'Balance',
    demo: 'Demo credits',
    stake: 'Stake',
    spin: 'Spin',
    lastWin: 'Last win',
    rounds: 'Last rounds',
    exit: 'Exit',
    loading: 'Connecting to the wallet…',
    noRounds: 'No rounds yet',
    won: 'Won',
    lost: 'No win',
    freeRounds: 'Free rounds left: {n} at {stake}',
    free: 'free',
    errors: {
      INSUFFICIENT_FUNDS: 'Insufficient balance',
      VENDOR_TOKEN_EXPIRED: 'The game session has expired. Start the game again from the site.',
      VENDOR_TOKEN_INVALID: 'The game session is not valid. Start the game again from the site.',
      SESSION_EXPIRED: 'The game session has expired. Start the game again from the site.',
      GAME_MAINTENANCE: 'Game maintenance',
      ROUND_CANCELLED: 'The wallet did not answer: the round was cancelled and the stake returned.',
      WIN_PENDING: 'The win could not be paid yet; it stays owed to you.',
      UNKNOWN: 'Something went wrong. Please try again.',
    },
  },
  CN: {
    ribbon: '沙盒游戏商 — 仅用于测试资金流程，并非真实游戏工作室',
    balance: '余额',
    demo: '试玩币',
    stake: '投注',
    spin: '旋转',
    lastWin: '上局赢得',
    rounds: '最近局数',
    exit: '退出',
    loading: '正在连接钱包…',
    noRounds: '暂无记录',
    won: '赢得',
    lost: '未中奖',
    freeRounds: '剩余免费局：{n} 局，每局 {stake}',
    free: '免费',
    errors: {
      INSUFFICIENT_FUNDS: '余额不足',
      VENDOR_TOKEN_EXPIRED: '游戏会话已过期，请从网站重新开始游戏。',
      VENDOR_TOKEN_INVALID: '游戏会话无效，请从网站重新开始游戏。',
      SESSION_EXPIRED: '游戏会话已过期，请从网站重新开始游戏。',
      GAME_MAINTENANCE: '游戏维护中',
      ROUND_CANCELLED: '钱包未响应：本局已取消，投注已退回。',
      WIN_PENDING: '奖金暂未派发，仍归您所有。',
      UNKNOWN: '出错了，请重试。',
    },
  },
  MY: {
    ribbon: 'SANDBOX ဂိမ်းကုမ္ပဏီ — ငွေစီးဆင်းမှု စမ်းသပ်ရန်သာ၊ တကယ့်ဂိမ်းစတူဒီယို မဟုတ်ပါ',
    balance: 'လက်ကျန်ငွေ',
    demo: 'စမ်းသပ်ခရက်ဒစ်',
    stake: 'လောင်းကြေး',
    spin: 'လှည့်မည်',
    lastWin: 'နောက်ဆုံးအနိုင်',
    rounds: 'နောက်ဆုံးအလှည့်များ',
    exit: 'ထွက်မည်',
    loading: 'ပိုက်ဆံအိတ်နှင့် ချိတ်ဆက်နေသည်…',
    noRounds: 'အလှည့် မရှိသေးပါ',
    won: 'နိုင်',
    lost: 'မနိုင်ပါ',
    freeRounds: 'ကျန်ရှိသော အခမဲ့ အလှည့်: {n} ({stake} စီ)',
    free: 'အခမဲ့',
    errors: {
      INSUFFICIENT_FUNDS: 'လက်ကျန်ငွေ မလုံလောက်ပါ',
      VENDOR_TOKEN_EXPIRED: 'ဂိမ်းစက်ရှင် သက်တမ်းကုန်ပြီ။ ဝဘ်ဆိုက်မှ ဂိမ်းကို ပြန်စပါ။',
      VENDOR_TOKEN_INVALID: 'ဂိမ်းစက်ရှင် မမှန်ကန်ပါ။ ဝဘ်ဆိုက်မှ ဂိမ်းကို ပြန်စပါ။',
      SESSION_EXPIRED: 'ဂိမ်းစက်ရှင် သက်တမ်းကုန်ပြီ။ ဝဘ်ဆိုက်မှ ဂိမ်းကို ပြန်စပါ။',
      GAME_MAINTENANCE: 'ဂိမ်း ပြုပြင်ထိန်းသိမ်းနေသည်',
      ROUND_CANCELLED: 'ပိုက်ဆံအိတ် မတုံ့ပြန်ပါ၊ အလှည့်ကို ပယ်ဖျက်ပြီး လောင်းကြေး ပြန်အမ်းပြီးပါပြီ။',
      WIN_PENDING: 'အနိုင်ငွေကို မပေးချေရသေးပါ၊ သင့်အတွက် ဆက်ရှိနေပါမည်။',
      UNKNOWN: 'တစ်ခုခု မှားသွားသည်။ ထပ်စမ်းပါ။',
    },
  },
} as const;

export type SandboxLanguage = keyof typeof TEXTS;

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!,
  );

export function playPage(input: {
  language: string;
  vendor: string;
  game: string;
  demo: boolean;
  stakes: readonly number[];
}): string {
  const language: SandboxLanguage = input.language in TEXTS ? (input.language as SandboxLanguage) : 'EN';
  const t = TEXTS[language];
  const lang = { EN: 'en', CN: 'zh-CN', MY: 'my' }[language];
  const options = input.stakes
    .map(
      (stake, i) =>
        `<option value="${stake}"${i === 0 ? ' selected' : ''}>${(stake / 100).toFixed(2)}</option>`,
    )
    .join('');
  const reels = Array.from(
    { length: 5 },
    () => '<div class="reel"><span>?</span><span>?</span><span>?</span></div>',
  ).join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${input.vendor} ${input.game}`)} — Sandbox</title>
<link rel="stylesheet" href="/play/app.css">
<script src="/play/app.js" defer></script>
</head>
<body data-texts="${escapeHtml(JSON.stringify(t))}">
<p class="ribbon" role="note" data-testid="sandbox-ribbon">${escapeHtml(t.ribbon)}</p>
<main>
  <header>
    <h1>${escapeHtml(input.game)} <small>${escapeHtml(input.vendor)}</small></h1>
    <button type="button" id="exit" class="ghost">${escapeHtml(t.exit)}</button>
  </header>
  <p class="balance"><span id="balance-label">${escapeHtml(input.demo ? t.demo : t.balance)}</span>
    <strong id="balance" data-testid="sandbox-balance">${escapeHtml(t.loading)}</strong></p>
  <div class="reels" id="reels" aria-hidden="true">${reels}</div>
  <p id="free" class="free" data-testid="sandbox-free-rounds" hidden></p>
  <p id="result" class="result" aria-live="polite"></p>
  <p id="error" class="error" role="alert"></p>
  <div class="controls">
    <label>${escapeHtml(t.stake)} <select id="stake">${options}</select></label>
    <button type="button" id="spin" disabled>${escapeHtml(t.spin)}</button>
  </div>
  <section>
    <h2>${escapeHtml(t.rounds)}</h2>
    <ol id="rounds" data-testid="sandbox-rounds"><li class="muted">${escapeHtml(t.noRounds)}</li></ol>
  </section>
</main>
</body>
</html>`;
}

export const PAGE_STYLE = `
:root { color-scheme: dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Myanmar", sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; background: #0f1420; color: #e8ecf4; min-height: 100vh; }
.ribbon { margin: 0; padding: 8px 12px; background: repeating-linear-gradient(45deg, #f5b83d, #f5b83d 12px, #e0a52e 12px, #e0a52e 24px); color: #1b1300; font-weight: 800; text-align: center; font-size: 14px; }
main { max-width: 640px; margin: 0 auto; padding: 16px; }
header { display: flex; justify-content: space-between; align-items: center; gap: 12px; }
h1 { font-size: 20px; margin: 8px 0; } h1 small { color: #8a93a6; font-size: 14px; margin-left: 6px; }
h2 { font-size: 16px; margin: 16px 0 8px; }
.balance { font-size: 16px; } .balance strong { font-variant-numeric: tabular-nums; color: #f5b83d; font-size: 24px; margin-left: 8px; }
.reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: 8px; background: #1a2133; border-radius: 12px; padding: 12px; }
.reel { display: grid; grid-template-rows: repeat(3, 56px); gap: 6px; }
.reel span { display: grid; place-items: center; background: #0f1420; border-radius: 8px; font-weight: 800; font-size: 14px; }
.reel span:nth-child(2) { outline: 2px solid #8b5cf6; }
.spinning .reel span { animation: blink 0.3s ease-out infinite alternate; }
@keyframes blink { from { opacity: 1; } to { opacity: 0.35; } }
@media (prefers-reduced-motion: reduce) { .spinning .reel span { animation: none; } }
.controls { display: flex; gap: 12px; align-items: center; margin-top: 12px; flex-wrap: wrap; }
select, button { font: inherit; border-radius: 8px; padding: 10px 14px; border: 1px solid #2b3550; background: #1a2133; color: inherit; }
#spin { background: #f5b83d; color: #1b1300; font-weight: 800; border: 0; min-width: 120px; }
#spin:disabled { opacity: 0.5; }
button:focus-visible, select:focus-visible { outline: 3px solid #8b5cf6; outline-offset: 2px; }
.ghost { background: transparent; }
.free { color: #f5b83d; font-weight: 700; }
.result { min-height: 24px; font-weight: 700; } .error { color: #ff8a8a; min-height: 20px; }
ol { padding-left: 20px; font-variant-numeric: tabular-nums; } .muted { color: #8a93a6; }
`;

/** Runs in the vendor's page: starts the session from the launch parameters, then plays. */
export const PAGE_SCRIPT = `
(() => {
  const texts = JSON.parse(document.body.dataset.texts);
  const params = new URLSearchParams(location.search);
  const el = (id) => document.getElementById(id);
  const money = (minor) => (minor / 100).toFixed(2);
  let sessionId = null;
  let currency = '';
  let free = null;
  const showFree = () => {
    el('free').hidden = !free || free.left < 1;
    if (free) el('free').textContent = texts.freeRounds.replace('{n}', free.left).replace('{stake}', money(free.betAmount));
  };
  const rounds = [];
  const showError = (code, balance) => {
    el('error').textContent = (texts.errors[code] || texts.errors.UNKNOWN) + (balance !== undefined ? ' (' + money(balance) + ' ' + currency + ')' : '');
  };
  const post = (path, body) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    .then((response) => response.json());
  el('exit').addEventListener('click', () => {
    const lobby = params.get('lobbyUrl');
    if (lobby && /^https?:/.test(lobby)) window.top.location.href = lobby; else history.back();
  });
  post('/play/session', { token: params.get('token') || undefined, game: params.get('game') || '', vendor: params.get('vendor') || '', demo: params.get('demo') === '1' })
    .then((answer) => {
      if (!answer.ok) { el('balance').textContent = '—'; showError(answer.code); return; }
      sessionId = answer.sessionId; currency = answer.currency;
      if (answer.demo) el('balance-label').textContent = texts.demo;
      el('balance').textContent = money(answer.balance) + ' ' + currency;
      free = answer.freeRounds; showFree();
      el('spin').disabled = false;
    }, () => showError('UNKNOWN'));
  el('spin').addEventListener('click', () => {
    if (!sessionId) return;
    el('spin').disabled = true; el('error').textContent = '';
    el('reels').classList.add('spinning');
    post('/play/spin', { sessionId, stake: Number(el('stake').value) }).then((answer) => {
      el('reels').classList.remove('spinning');
      if (answer.balance !== undefined) el('balance').textContent = money(answer.balance) + ' ' + currency;
      if (!answer.ok) { showError(answer.code, answer.code === 'INSUFFICIENT_FUNDS' ? answer.balance : undefined); return; }
      answer.reels.forEach((reel, i) => {
        el('reels').children[i].querySelectorAll('span').forEach((cell, row) => { cell.textContent = reel[row]; });
      });
      el('result').textContent = answer.win > 0 ? texts.won + ' ' + money(answer.win) + ' ' + currency : texts.lost;
      const staked = answer.free ? texts.free : money(Number(el('stake').value));
      if (answer.free) { free.left = answer.freeRoundsLeft; showFree(); }
      rounds.unshift(staked + ' → ' + money(answer.win));
      el('rounds').replaceChildren(...rounds.slice(0, 10).map((text) => { const li = document.createElement('li'); li.textContent = text; return li; }));
    }, () => { el('reels').classList.remove('spinning'); showError('UNKNOWN'); })
      .finally(() => { el('spin').disabled = false; });
  });
})();
`;
