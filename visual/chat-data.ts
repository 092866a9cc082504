import { SOCKET_PATH } from '@platform/contract/paths';
import WebSocket from 'ws';
import type { Lang } from './words.ts';

/** What they say, by room; the second line shows that markup a player types stays text. */
const LINES: Record<Lang, [string, string, string]> = {
  EN: [
    'Good evening everyone!',
    'Anyone tried the new dice table? <b>so fun</b>',
    'Yes, just won twice in a row',
  ],
  CN: ['大家晚上好！', '有人玩过新的骰子桌吗？<b>超好玩</b>', '玩了，刚刚连赢两局'],
  MY: ['အားလုံး မင်္ဂလာညနေခင်းပါ', 'အန်စာတုံး စားပွဲအသစ် ကစားဖူးလား <b>ပျော်စရာ</b>', 'ဟုတ်ကဲ့၊ အခုပဲ နှစ်ပွဲဆက် နိုင်ခဲ့တယ်'],
};

/** Signs in on /ws, joins the language's room and posts the line; resolves once it is stored. */
function say(siteUrl: string, token: string, language: Lang, text: string): Promise<void> {
  const socket = new WebSocket(`${siteUrl.replace(/^http/, 'ws')}${SOCKET_PATH}`);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chat post in ${language} timed out`)), 10_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('error', reject);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'ready') socket.send(JSON.stringify({ type: 'chat_join', language }));
      else if (message.type === 'chat_history')
        socket.send(JSON.stringify({ type: 'chat_post', roomId: message.roomId, text }));
      else if (message.type === 'chat_message' && message.message.text === text) {
        clearTimeout(timer);
        socket.close();
        resolve();
      } else if (message.type === 'chat_refused') reject(new Error(`chat post refused: ${message.code}`));
    });
  });
}

/**
 * The chat rooms' conversation, made once before the first shot in one order (the English, Chinese
 * and Burmese rooms, three lines each), so the modal and the console show the same rooms, numbers
 * and times on every run. The speakers are the demo member and agent, whom the run signs in
 * anyway: new players would change the console's player lists and figures. They take turns so
 * that neither passes the room's default rate limit (5 posts in 10 s): 5 and 4 posts.
 */
export async function makeChatData(siteUrl: string, speakers: [string, string]): Promise<void> {
  const turns: Record<Lang, [0 | 1, 0 | 1, 0 | 1]> = { EN: [0, 1, 0], CN: [1, 0, 1], MY: [0, 1, 0] };
  for (const language of ['EN', 'CN', 'MY'] as const) {
    for (const [index, line] of LINES[language].entries())
      await say(siteUrl, speakers[turns[language][index] ?? 0], language, line);
  }
}
