import { LOBBY_PAGE_SIZE } from '@platform/contract/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ui/list-states.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useGameList } from '../api/use-game-list.ts';
import { useVendorGameTypes } from '../api/use-vendor-game-types.ts';
import { closeGameDialog, type GameDialog, useGameDialog } from '../game-dialog-store.ts';
import { GameGrid, GameRow } from './game-grid.tsx';
import styles from './games-lobby.module.css';

/**
 * Spec §2: a vendor entry (isGame VASSALAGE) opens the list of that vendor's games, starting in
 * the entry's category; a vendor with games in more than one (spec §7 vendor game type) offers
 * each of them as a tab.
 */
function PopupGameList({ dialog }: { dialog: Extract<GameDialog, { kind: 'popup' }> }) {
  const { t } = useTranslation('pages');
  const [pageNo, setPageNo] = useState(1);
  const [gameType, setGameType] = useState(dialog.game.gameType);
  const types = useVendorGameTypes(dialog.game.vassalage).data ?? [];
  const games = useGameList({
    gameType,
    vassalage: dialog.game.vassalage,
    pageNo,
    pageSize: LOBBY_PAGE_SIZE,
  });
  // The entry itself is in the vendor's list; the pop-up shows the games behind it.
  const playable = (list: NonNullable<typeof games.data>) =>
    list.games.filter((game) => game.isGame !== 'VASSALAGE');
  return (
    <Modal
      open
      onClose={closeGameDialog}
      title={dialog.game.gameName}
      subtitle={dialog.game.accountTypeName}
      size="xl"
    >
      {types.length > 1 ? (
        <fieldset className={styles.chips} aria-label={t('home_games.menu_label')}>
          {types.map((type) => (
            <button
              key={type.gameType}
              type="button"
              className={styles.chip}
              aria-pressed={gameType === type.gameType}
              onClick={() => {
                setGameType(type.gameType);
                setPageNo(1);
              }}
            >
              {t(`category.${type.gameType}`)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <QueryView query={games} isEmpty={(data) => playable(data).length === 0} emptyIcon="slots">
        {(data) => (
          <div className={styles.stack}>
            <GameGrid games={playable(data)} busy={games.isPlaceholderData} />
            <Pagination
              page={data.pageNo}
              pages={data.totalPages}
              onPage={setPageNo}
              marginPages={2}
              pageRange={5}
              label={t('games.pages')}
            />
          </div>
        )}
      </QueryView>
    </Modal>
  );
}

/** Spec §2: a vendor under maintenance says so, with other games recommended. */
function MaintenanceDialog({ dialog }: { dialog: Extract<GameDialog, { kind: 'maintenance' }> }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const end = dialog.detail.maintenanceEnd;
  return (
    <Modal open onClose={closeGameDialog} title={t('errors.GAME_MAINTENANCE')} size="lg">
      <div className={styles.stack}>
        <p>
          {end
            ? t('games.maintenance_until', {
                name: dialog.game.accountTypeName,
                time: formatDateTime(end, language),
              })
            : t('games.maintenance_text', { name: dialog.game.accountTypeName })}
        </p>
        {dialog.detail.recommended.length ? (
          <>
            <h3 className={styles.subTitle}>{t('games.recommended')}</h3>
            {/* A row of even tiles: the grid's columns follow the screen, not the dialog. */}
            <GameRow games={dialog.detail.recommended} />
          </>
        ) : null}
      </div>
    </Modal>
  );
}

/** Renders the dialog starting a game opened, if any (one per page that shows game cards). */
export function GameDialogs() {
  const dialog = useGameDialog();
  // Leaving the page (a launch went to /seamless) closes it: coming back must not reopen it.
  useEffect(() => closeGameDialog, []);
  if (!dialog) return null;
  return dialog.kind === 'popup' ? (
    <PopupGameList key={dialog.game.nodeId} dialog={dialog} />
  ) : (
    <MaintenanceDialog dialog={dialog} />
  );
}
