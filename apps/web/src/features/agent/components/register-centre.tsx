import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LazyQrCode } from '../../../components/ui/lazy-qr-code.tsx';
import { QueryView } from '../../../components/ui/list-states.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { showToast } from '../../../lib/notice.ts';
import { useInvitation } from '../api/use-invitation.ts';
import { CreateMemberForm } from './create-member-form.tsx';
import styles from './register-centre.module.css';

/** Also the box register-centre.module.css reserves for it. */
const QR_SIZE = 160;

function CopyLine({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('pages');
  const { t: common } = useTranslation();
  return (
    <div className={styles.line}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        <span className={styles.text}>{value}</span>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('agent.invite.copy', { what: label })}
          onClick={() =>
            copyText(value).then(
              () => showToast(common('copy_success')),
              () => showToast(t('agent.invite.copy_failed'), { tone: 'warning' }),
            )
          }
        >
          {t('agent.invite.copy_button')}
        </Button>
      </dd>
    </div>
  );
}

/**
 * Spec §2 register centre: the agent's invitation code and link (with its QR code), whoever
 * registers through them joining directly under the agent (spec §4 affiliate code); and beside
 * it, the form that creates a player or an agent under the agent at once.
 */
export default function RegisterCentreSection() {
  const { t } = useTranslation('pages');
  const invitation = useInvitation();
  const titleId = useId();
  return (
    <div className={styles.columns}>
      <section className={styles.panel} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          <Icon name="qr" size={18} />
          {t('agent.invite.title')}
        </h2>
        <p className={styles.hint}>{t('agent.invite.hint')}</p>
        <QueryView query={invitation} isEmpty={() => false}>
          {(data) => {
            const link = new URL(data.registerPath, window.location.origin).toString();
            return (
              <div className={styles.card}>
                <dl className={styles.lines}>
                  <CopyLine label={t('agent.invite.code')} value={data.affiliateCode} />
                  <CopyLine label={t('agent.invite.link')} value={link} />
                </dl>
                <div className={styles.qr}>
                  <LazyQrCode value={link} label={t('agent.invite.qr')} size={QR_SIZE} />
                </div>
              </div>
            );
          }}
        </QueryView>
      </section>
      <CreateMemberForm />
    </div>
  );
}
