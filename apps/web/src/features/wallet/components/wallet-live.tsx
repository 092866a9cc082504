import { API_PATHS } from '@platform/contract/paths';
import type { SiteConfig } from '@platform/contract/system';
import type { SocketServerMessage, WalletBalance } from '@platform/contract/wallet';
import { RECORD_PATHS } from '@platform/contract/wallet-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/notice.ts';
import { useSession } from '../../../lib/session.ts';
import { WALLET_BALANCE_KEY } from '../api/use-wallet-balance.ts';
import { openWalletSocket } from '../wallet-socket.ts';

const NOTICE_TONES = {
  DEPOSIT_CREDITED: 'success',
  WITHDRAWAL_APPROVED: 'success',
  DEPOSIT_FAILED: 'warning',
  WITHDRAWAL_REJECTED: 'warning',
} as const;
const NOTICE_MS = 6000;
/** A broadcast reaches every player at once: each tab asks for its count within this window, not all together. */
const BROADCAST_SPREAD_MS = 10_000;
/** The inbox's queries, by the contract's paths (the messages feature keys them so). */
const MESSAGE_KEYS = [[API_PATHS.messagesUnread], [API_PATHS.messages]] as const;

/**
 * The socket listener that runs while logged in (spec §2): balance changes go straight into the
 * header's cached balance, transaction notices (§4) show as toasts. Renders nothing.
 */
export default function WalletLive({ currency }: { currency: SiteConfig['currency'] }) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const language = useLanguage();
  // The socket lives as long as the token; the words and currency it needs are read when a message comes.
  const latest = useRef({ t, language, currency });
  latest.current = { t, language, currency };

  useEffect(() => {
    if (!token) return;
    const pending: ReturnType<typeof setTimeout>[] = [];
    const onMessage = (message: SocketServerMessage) => {
      if (message.type === 'ready') {
        // Whatever moved while disconnected was not heard: ask once now.
        void queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY });
        for (const queryKey of MESSAGE_KEYS) void queryClient.invalidateQueries({ queryKey });
        void queryClient.invalidateQueries({ queryKey: [API_PATHS.support] });
      } else if (message.type === 'support') {
        // The support chat (a reply, read, typing, closed): its page reads the conversation again.
        void queryClient.invalidateQueries({ queryKey: [API_PATHS.support] });
      } else if (message.type === 'message') {
        // A platform message arrived: the badge and the inbox read again (spec §2, live).
        const refetch = () => {
          for (const queryKey of MESSAGE_KEYS) void queryClient.invalidateQueries({ queryKey });
        };
        if (message.scope === 'member') refetch();
        else pending.push(setTimeout(refetch, Math.random() * BROADCAST_SPREAD_MS));
      } else if (message.type === 'balance') {
        // Only the wallet the header shows: a held withdrawal or a bonus moves other accounts.
        if (queryClient.getQueryData<WalletBalance>(WALLET_BALANCE_KEY)?.wallet === message.wallet) {
          // A fetch still in flight read the balance before this movement; it must not land after it.
          void queryClient
            .cancelQueries({ queryKey: WALLET_BALANCE_KEY })
            .then(() =>
              queryClient.setQueryData<WalletBalance>(WALLET_BALANCE_KEY, (shown) =>
                shown ? { ...shown, balance: message.balance } : shown,
              ),
            );
        }
        // The wallet pages show the same money: totals, the deposit's status, the account record.
        for (const path of [API_PATHS.consolidatedFunds, API_PATHS.deposits, RECORD_PATHS.transactions])
          void queryClient.invalidateQueries({ queryKey: [path] });
      } else if (message.type === 'notice') {
        // A failed deposit moves no money, so no balance message follows: its status changes here.
        void queryClient.invalidateQueries({ queryKey: [API_PATHS.deposits] });
        const { t: translate, language: lang, currency: money } = latest.current;
        const amount = `${money.symbol} ${formatMoney(message.amount, money.exponent, lang)}`;
        showToast(translate(`wallet.notice.${message.notice}`, { amount }), {
          tone: NOTICE_TONES[message.notice],
          durationMs: NOTICE_MS,
        });
      }
    };
    const stop = openWalletSocket(token, {
      onMessage,
      // A refused token is a dead session: the balance call answers 401, which ends it here too.
      // The server also closes the socket when this tab logs out; that logout ends it already.
      onUnauthorized: () => {
        if (queryClient.isMutating({ mutationKey: [API_PATHS.logout] }) > 0) return;
        void queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY });
      },
    });
    return () => {
      stop();
      for (const timer of pending) clearTimeout(timer);
    };
  }, [token, queryClient]);

  return null;
}
