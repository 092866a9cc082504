import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { call } from '../e2e/api-call.ts';

/**
 * The demo member's feedback (answered) and support conversation (answered and read), and a canned
 * reply, made once before the first shot through the player and operator APIs, in one order, so the
 * feedback tab, the support page and the console's support screens show the same on every run. The
 * second line of each shows that markup a player types stays text.
 */
export async function makeSupportData(
  siteUrl: string,
  memberToken: string,
  operatorToken: string,
): Promise<void> {
  const feedback = await call<{ id: number }>(siteUrl, memberToken, 'PUT', API_PATHS.feedback, {
    questionType: 'deposit',
    content: 'My bank deposit of 50,000 is still pending after an hour. <b>Reference NP-2041</b>',
  });
  await call(siteUrl, operatorToken, 'POST', `${ADMIN_PATHS.feedback}/${feedback.id}/answer`, {
    body: 'Thank you for waiting. The deposit was credited at 10:05; the bank had delayed it.',
  });
  // A second one left open: the console's queue opens on the open ones.
  await call(siteUrl, memberToken, 'PUT', API_PATHS.feedback, {
    questionType: 'game',
    content: 'The fishing game froze twice tonight after the bonus round started.',
  });
  await call(siteUrl, memberToken, 'POST', API_PATHS.supportMessages, {
    body: 'Hello, how long does a withdrawal take?',
  });
  await call(siteUrl, memberToken, 'POST', API_PATHS.supportMessages, {
    body: 'I sent one this morning <i>to KBZ</i>.',
  });
  const inbox = await call<{ list: { id: number; account: string }[] }>(
    siteUrl,
    operatorToken,
    'GET',
    ADMIN_PATHS.supportConversations,
  );
  const conversation = inbox.list.find((row) => row.account === 'demo01');
  if (!conversation) throw new Error('the demo member has no support conversation');
  await call(
    siteUrl,
    operatorToken,
    'POST',
    `${ADMIN_PATHS.supportConversations}/${conversation.id}/messages`,
    {
      body: 'Most withdrawals arrive within 30 minutes. Yours is approved and on its way.',
    },
  );
  await call(siteUrl, memberToken, 'POST', API_PATHS.supportRead);
  await call(siteUrl, operatorToken, 'POST', ADMIN_PATHS.supportCanned, {
    title: 'Withdrawal time',
    body: 'Most withdrawals arrive within 30 minutes of approval.',
  });
}
