import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { ImageWithFallback } from '../../components/ui/image-with-fallback.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useLogout } from '../../features/auth/api/use-logout.ts';
import { imageUrls } from '../../lib/images.ts';
import { hideLoader, showLoader } from '../../lib/loader.ts';
import styles from './user-menu.module.css';

const LINKS: ReadonlyArray<{ to: string; label: string; icon: IconName }> = [
  { to: '/member?tab=securityCenter', label: 'member.menu.securityCenter', icon: 'user' },
  { to: '/member?tab=withdraw', label: 'member.menu.withdraw', icon: 'wallet' },
  { to: '/member?tab=transactionHistory', label: 'member.menu.transactionHistory', icon: 'clock' },
  { to: '/member?tab=personalHistoryCopy', label: 'member.menu.personalHistoryCopy', icon: 'ticket' },
];

/** The signed-in avatar: a disclosure with the account links and sign out (confirmed, spec §2). */
export default function UserMenu({ imageBaseUrl }: { imageBaseUrl: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // The menu item that opened the prompt is gone by now: focus goes back to the avatar.
  function cancelLogout() {
    setConfirming(false);
    requestAnimationFrame(() => buttonRef.current?.focus());
  }

  function confirmLogout() {
    setConfirming(false);
    showLoader();
    logout.mutate(undefined, {
      onSettled: () => {
        navigate('/');
        // Already home: no route change will hide the loader.
        if (pathname === '/') hideLoader();
      },
    });
  }

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.account_menu')}
        onClick={() => setOpen((value) => !value)}
      >
        <ImageWithFallback
          className={styles.avatar}
          src={imageUrls.defaultAvatar(imageBaseUrl)}
          fallbackSrc={imageUrls.defaultAvatar(imageBaseUrl)}
          width={32}
          height={32}
        />
        <Icon name="chevronDown" size={16} />
      </button>
      {open ? (
        <div id={menuId} className={styles.panel}>
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.item} onClick={() => setOpen(false)}>
                  <Icon name={link.icon} size={18} />
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  setOpen(false);
                  setConfirming(true);
                }}
              >
                <Icon name="logout" size={18} />
                {t('header.logout')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
      <Modal open={confirming} onClose={cancelLogout} title={t('in_popup_prompt')} size="sm">
        <p className={styles.confirmText}>{t('in_sure_logout')}</p>
        <div className={styles.confirmActions}>
          <Button variant="secondary" onClick={cancelLogout}>
            {t('in_more_cancel')}
          </Button>
          <Button onClick={confirmLogout} busy={logout.isPending}>
            {t('in_increase_submit')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
