import type { InHouseRound } from '@platform/contract/in-house';
import type { BlackjackAction, BlackjackPublicView } from '@platform/games/blackjack/blackjack';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client.ts';
import {
  useBlackjackAction,
  useInHouseLimits,
  usePlaceRound,
  useRecentRounds,
  useRound,
} from '../../api/use-in-house.ts';
import { ChipTray } from '../../components/chip-tray.tsx';
import { InHouseGameLayout } from '../../components/in-house-game-layout.tsx';
import { useInHouseWallet } from '../../lib/money.ts';
import { inHouseErrorText } from '../../lib/round-error.ts';
import { chipValues } from '../../lib/use-bet-slip.ts';
import { ActionBar } from './action-bar.tsx';
import styles from './blackjack.module.css';
import { useBlackjackDescriber } from './blackjack-describe.ts';
import { actionCost, actionForKey, asBlackjackView, roundNet, roundToResume } from './blackjack-logic.ts';
import { DEAL_STEP_MS, DealerArea, HandView } from './hand-view.tsx';

const EMPTY_DEALER: BlackjackPublicView['dealer'] = { cards: [], holeRevealed: false, total: 0, soft: false };

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

/**
 * /inHouse/blackjack: one hand against the dealer (6 decks, S17, 3:2, double, split, insurance).
 * The server deals and keeps the round; this page only shows the player's view of it and sends the
 * actions it allows. An open round comes back after a reload.
 */
export default function BlackjackGame() {
  const { t } = useTranslation('inHouse');
  const wallet = useInHouseWallet();
  const money = wallet.money;
  const limits = useInHouseLimits().data?.blackjack;
  const recent = useRecentRounds();
  const place = usePlaceRound();
  const act = useBlackjackAction();
  const describe = useBlackjackDescriber();

  const [round, setRound] = useState<InHouseRound | null>(null);
  const [resumed, setResumed] = useState(false);
  /** How long the results wait for the cards of the last answer to turn over. */
  const [revealDelay, setRevealDelay] = useState(0);
  const [stake, setStake] = useState<number | null>(null);
  const [chip, setChip] = useState<number | null>(null);
  const [pending, setPending] = useState<BlackjackAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The legal actions a refusal named, until the next answer. */
  const [legalOverride, setLegalOverride] = useState<string[] | null>(null);
  /** A round to read again from the server after a refusal said it changed elsewhere. */
  const [syncId, setSyncId] = useState<string | null>(null);
  const synced = useRound(syncId);
  const checkedRecent = useRef(false);

  // On arrival, the newest blackjack round comes back to the table if it is still open.
  useEffect(() => {
    if (checkedRecent.current || !recent.data) return;
    checkedRecent.current = true;
    const open = roundToResume(recent.data);
    if (open) {
      setRound(open);
      setRevealDelay(0);
      setResumed(true);
      setStake(asBlackjackView(open.outcome)?.stake ?? null);
    }
  }, [recent.data]);

  useEffect(() => {
    if (synced.data && synced.data.id === round?.id) {
      setRound(synced.data);
      setSyncId(null);
    }
  }, [synced.data, round?.id]);

  const chips = limits ? chipValues(limits) : [];
  const chipInHand = chip !== null && chips.includes(chip) ? chip : (chips[0] ?? null);
  const betStake = stake ?? limits?.min ?? null;
  const view = round ? asBlackjackView(round.outcome) : null;
  const open = round?.status === 'open' && view !== null;
  const legalActions = open ? (legalOverride ?? view.legalActions) : [];
  const canDeal =
    !open && limits !== undefined && betStake !== null && betStake >= limits.min && betStake <= limits.max;

  const accept = (answer: InHouseRound, dealt = false) => {
    const dealerCards = asBlackjackView(answer.outcome)?.dealer.cards.length ?? 0;
    // A natural settles on the deal (four cards); otherwise the dealer's hole card and draws turn over.
    setRevealDelay(dealt ? 4 * DEAL_STEP_MS : dealerCards * DEAL_STEP_MS);
    setRound(answer);
    setLegalOverride(null);
    setResumed(false);
  };

  const deal = () => {
    if (!canDeal || place.isPending || betStake === null) return;
    setError(null);
    place.mutate(
      { game: 'blackjack', stake: betStake },
      {
        onSuccess: (answer) => accept(answer, true),
        onError: (failure) => setError(inHouseErrorText(failure, t, money)),
      },
    );
  };

  const play = (action: BlackjackAction) => {
    if (!round || !open || pending !== null || !legalActions.includes(action)) return;
    setError(null);
    setPending(action);
    act.mutate(
      { roundId: round.id, action },
      {
        onSuccess: (answer) => accept(answer),
        onError: (failure) => {
          setError(inHouseErrorText(failure, t, money));
          if (failure instanceof ApiError && failure.status === 409) {
            const allowed = failure.value.legalActions;
            if (Array.isArray(allowed)) setLegalOverride(allowed.filter((item) => typeof item === 'string'));
            else setSyncId(round.id);
          }
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const handlers = useRef({ play, deal });
  handlers.current = { play, deal };
  const keyState = useRef({ open, legalActions });
  keyState.current = { open, legalActions };

  // H, S, D, P, I and N play the action they name; Enter or Space deals when no round is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const state = keyState.current;
      if (state.open) {
        const action = actionForKey(event.key, state.legalActions);
        if (action) {
          event.preventDefault();
          handlers.current.play(action);
        }
        return;
      }
      const onControl = event.target instanceof HTMLElement && event.target.closest('button, a, summary');
      if ((event.key === 'Enter' || event.key === ' ') && !onControl) {
        event.preventDefault();
        handlers.current.deal();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // When the buttons under the focus are replaced (deal, round over), the focus moves to the new first one.
  const controlsRef = useRef<HTMLDivElement>(null);
  const roundStep = `${round?.id ?? ''}:${round?.actions.length ?? 0}:${round?.status ?? ''}`;
  useEffect(() => {
    void roundStep;
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    controlsRef.current?.querySelector<HTMLButtonElement>('[data-action], [data-deal]')?.focus();
  }, [roundStep]);

  const addChip = () => {
    if (!limits || chipInHand === null) return;
    setStake(Math.min((betStake ?? 0) + chipInHand, limits.max));
  };
  const net = view && round?.status === 'settled' ? roundNet(view) : null;
  const title = t('games.blackjack');

  const board = (
    <div className={styles.board}>
      <div className={styles.table} data-testid="blackjack-table">
        <DealerArea dealer={view?.dealer ?? EMPTY_DEALER} />
        <p className={styles.felt}>
          <span className={styles.feltTitle}>{t('blackjack.feltPays')}</span>
          <span className={styles.feltRule}>{t('blackjack.feltRules')}</span>
        </p>
        {view ? (
          <div className={styles.hands}>
            {view.hands.map((hand, index) => (
              <HandView
                // biome-ignore lint/suspicious/noArrayIndexKey: hands keep their place; a split inserts after
                key={index}
                hand={hand}
                index={index}
                count={view.hands.length}
                active={open && view.phase === 'playing' && view.activeHand === index}
                money={money}
                resultDelayMs={revealDelay}
              />
            ))}
          </div>
        ) : (
          <div className={styles.hands}>
            <div className={styles.betArea}>
              <BetSpot stake={betStake} chip={chipInHand} money={money} onAdd={addChip} disabled={!limits} />
              <p className={styles.betHint}>{t('common.empty_table')}</p>
            </div>
          </div>
        )}
      </div>
      <div aria-live="polite" className={styles.board}>
        {resumed && open && <p className={styles.notice}>{t('blackjack.resumed')}</p>}
        {view && open && (
          <p className={styles.notice}>{t('blackjack.totalStaked', { amount: money(view.totalStaked) })}</p>
        )}
        {view && net !== null && (
          <div
            className={styles.summary}
            style={{ '--reveal-delay': `${revealDelay}ms` } as CSSProperties}
            data-testid="round-summary"
          >
            <span className={net > 0 ? styles.summaryWin : net < 0 ? styles.summaryLose : ''}>
              {net > 0
                ? t('blackjack.summaryWon', { amount: money(net) })
                : net < 0
                  ? t('blackjack.summaryLost', { amount: money(-net) })
                  : t('blackjack.summaryEven')}
            </span>
            {view.insurance?.taken && (
              <span>
                {view.insurance.returned
                  ? t('blackjack.insurancePaid', { amount: money(view.insurance.returned) })
                  : t('blackjack.insuranceLost', { amount: money(view.insurance.cost) })}
              </span>
            )}
          </div>
        )}
      </div>
    </div>
  );

  const controls = (
    <div className={styles.controls} ref={controlsRef}>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {open ? (
        <>
          {view.phase === 'insurance' && view.insurance && (
            <p className={styles.prompt}>
              {t('blackjack.insuranceOffer', { cost: money(view.insurance.cost) })}
            </p>
          )}
          <ActionBar
            legalActions={legalActions}
            pending={pending}
            onAction={play}
            costOf={(action) => actionCost(view, action)}
            money={money}
          />
          <p className={styles.keyHint}>{t('blackjack.keyHint')}</p>
        </>
      ) : (
        <>
          {limits && chipInHand !== null && (
            <ChipTray limits={limits} value={chipInHand} onChange={setChip} affordable={wallet.balance} />
          )}
          <div className={styles.betRow}>
            <div className={styles.stakeButtons}>
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => setStake(limits?.min ?? null)}
                disabled={!limits || betStake === limits.min}
              >
                {t('blackjack.resetStake')}
              </button>
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => limits && betStake !== null && setStake(Math.min(betStake * 2, limits.max))}
                disabled={!limits || betStake === null || betStake >= limits.max}
              >
                {t('blackjack.doubleStake')}
              </button>
            </div>
            <button
              type="button"
              className={styles.deal}
              onClick={deal}
              disabled={!canDeal || place.isPending}
              aria-busy={place.isPending || undefined}
              data-deal=""
            >
              {round
                ? t('blackjack.dealAgain', { amount: betStake === null ? '' : money(betStake) })
                : t('blackjack.deal', { amount: betStake === null ? '' : money(betStake) })}
            </button>
          </div>
          {limits && (
            <p className={styles.keyHint}>
              {t('blackjack.limits', { min: money(limits.min), max: money(limits.max) })}
            </p>
          )}
        </>
      )}
      <details className={styles.rules}>
        <summary className={styles.rulesSummary}>{t('common.rules')}</summary>
        <ul className={styles.rulesList}>
          {(['decks', 'dealer', 'pays', 'double', 'split', 'insurance', 'noSurrender'] as const).map(
            (rule) => (
              <li key={rule}>{t(`blackjack.rules.${rule}`)}</li>
            ),
          )}
        </ul>
      </details>
    </div>
  );

  return (
    <InHouseGameLayout game="blackjack" title={title} board={board} controls={controls} describe={describe} />
  );
}

interface BetSpotProps {
  stake: number | null;
  chip: number | null;
  money: (minor: number) => string;
  onAdd: () => void;
  disabled: boolean;
}

/** The betting circle: shows the stake for the next deal; pressing it adds the chip in hand. */
function BetSpot({ stake, chip, money, onAdd, disabled }: BetSpotProps) {
  const { t } = useTranslation('inHouse');
  return (
    <button
      type="button"
      className={styles.betSpot}
      onClick={onAdd}
      disabled={disabled || chip === null}
      aria-label={t('blackjack.addChip', {
        stake: stake === null ? '—' : money(stake),
        chip: chip === null ? '—' : money(chip),
      })}
      data-testid="bet-spot"
    >
      <span className={styles.betSpotLabel}>{t('common.stake')}</span>
      <span className={styles.betSpotValue}>{stake === null ? '—' : money(stake)}</span>
      {chip !== null && <span className={styles.betSpotHint}>+{money(chip)}</span>}
    </button>
  );
}
