import type { BlackjackAction } from '@platform/games/blackjack/blackjack';
import { useTranslation } from 'react-i18next';
import styles from './blackjack.module.css';
import { ACTION_KEYS, actionButtons } from './blackjack-logic.ts';

interface ActionBarProps {
  /** The actions the server allows now; only these get a button. */
  legalActions: readonly string[];
  /** The action on its way to the server: its button shows progress, every button waits. */
  pending: BlackjackAction | null;
  onAction: (action: BlackjackAction) => void;
  /** What an action adds to the stake, shown on its button (0: nothing shown). */
  costOf: (action: BlackjackAction) => number;
  money: (minor: number) => string;
}

/** The player's choices as real buttons, each with its key (H, S, D, P, I, N) and its extra stake. */
export function ActionBar({ legalActions, pending, onAction, costOf, money }: ActionBarProps) {
  const { t } = useTranslation('inHouse');
  const actions = actionButtons(legalActions);
  if (actions.length === 0) return null;
  return (
    <fieldset className={styles.actionSet}>
      <legend className="visually-hidden">{t('blackjack.actionsLabel')}</legend>
      <div className={styles.actions}>
        {actions.map((action) => {
          const cost = costOf(action);
          const busy = pending === action;
          return (
            <button
              key={action}
              type="button"
              className={`${styles.action} ${styles[`action_${action.replace('-', '_')}`] ?? ''}`}
              onClick={() => onAction(action)}
              disabled={pending !== null}
              aria-busy={busy || undefined}
              aria-keyshortcuts={ACTION_KEYS[action]}
              data-action={action}
            >
              {busy && <span className={styles.spinner} aria-hidden="true" />}
              <span className={styles.actionText}>
                <span className={styles.actionName}>{t(`blackjack.action.${action}`)}</span>
                {cost > 0 && <span className={styles.actionCost}>+{money(cost)}</span>}
              </span>
              <span className={styles.kbd} aria-hidden="true">
                {ACTION_KEYS[action]}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
