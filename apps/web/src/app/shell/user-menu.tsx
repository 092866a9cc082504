import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { useLogout } from '../../features/auth/index.ts';
import { useAuthModal } from '../../lib/auth-modal.ts';
import { copyText } from '../../lib/clipboard.ts';
import { hideLoader, showLoader } from '../../lib/loader.ts';
import { useMemberInfo } from '../../lib/member-info.ts';
import { showToast } from '../../lib/notice.ts';
import { isTrialSession, useSession } from '../../lib/session.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import styles from './user-menu.module.css';

/** Spec §2 avatar menu entries; pages that later issues build are reached through their routes. */
const LINKS: ReadonlyArray<{ to: string; label: string; icon: IconName }> = [
  { to: '/member?tab=securityCenter', label: 'member.menu.securityCenter', icon: 'shield' },
  { to: '/member?tab=withdraw', label: 'member.menu.withdraw', icon: 'wallet' },
  { to: '/member?tab=transactionHistory', label: 'member.menu.transactionHistory', icon: 'clock' },
  { to: '/member?tab=personalHistoryCopy', label: 'member.menu.personalHistoryCopy', icon: 'ticket' },
];

/** The signed-in avatar: a disclosure with the account links and sign out (confirmed, spec §2). */
/** A menu entry that acts in place rather than going to a page. */
function MenuAction({ icon, label, onSelect }: { icon: IconName; label: string; onSelect: () => void }) {
  return (
    <li>
      <button type="button" className={styles.item} onClick={onSelect}>
        <Icon name={icon} size={18} />
        {label}
      </button>
    </li>
  );
}

export default function UserMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const member = useMemberInfo();
  const { open: openModal } = useAuthModal();
  const trial = isTrialSession(session);
  const account = member.data?.account ?? session.account ?? '';
  const nickname = member.data?.nickname || session.nickname || account;

  useDismiss(open, rootRef, setOpen);

  // The menu item that opened the prompt is gone by now: focus goes back to the avatar.
  function cancelLogout() {
    setConfirming(false);
    requestAnimationFrame(() => buttonRef.current?.focus());
  }

  function confirmLogout() {
    setConfirming(false);
    showLoader();
    // The menu unmounts as soon as the session is gone, so the ending is chained here, not in callbacks.
    logout
      .mutateAsync()
      // useLogout reports a failed call; the local session ends either way.
      .catch(() => undefined)
      .finally(() => {
        navigate('/');
        // Already home: no route change will hide the loader.
        if (pathname === '/') hideLoader();
      });
  }

  function copyAccount() {
    copyText(account).then(
      () => showToast(t('copy_success')),
      (error: unknown) => console.warn('copy failed', error),
    );
  }

  const close = () => setOpen(false);

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
        <Avatar icon={member.data?.icon} size={32} />
        <Icon name="chevronDown" size={16} />
      </button>
      {open ? (
        <div id={menuId} className={styles.panel}>
          <div className={styles.identity}>
            <Avatar icon={member.data?.icon} size={44} />
            <div className={styles.names}>
              <p className={styles.nickname}>{nickname}</p>
              {trial ? <span className={styles.badge}>{t('header.trial_badge')}</span> : null}
              {account ? (
                <button
                  type="button"
                  className={styles.copy}
                  onClick={copyAccount}
                  aria-label={t('header.copy_account', { account })}
                >
                  <span className={styles.account}>{account}</span>
                  <Icon name="copy" size={14} />
                </button>
              ) : null}
            </div>
          </div>
          <ul>
            {trial ? (
              <MenuAction
                icon="user"
                label={t('header.register_real')}
                onSelect={() => {
                  close();
                  openModal('register');
                }}
              />
            ) : (
              LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.item} onClick={close}>
                    <Icon name={link.icon} size={18} />
                    {t(link.label)}
                  </Link>
                </li>
              ))
            )}
            {session.isAgent ? (
              <li>
                <Link to="/agentHome" className={styles.item} onClick={close}>
                  <Icon name="crown" size={18} />
                  {t('header.agent_centre')}
                </Link>
              </li>
            ) : null}
            <MenuAction
              icon="logout"
              label={t('header.logout')}
              onSelect={() => {
                close();
                setConfirming(true);
              }}
            />
          </ul>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        message={t('in_sure_logout')}
        onConfirm={confirmLogout}
        onCancel={cancelLogout}
        busy={logout.isPending}
      />
    </div>
  );
}
