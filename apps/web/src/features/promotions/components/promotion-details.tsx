import type { Promotion } from '@platform/contract/content';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RichHtml } from '../../../components/content/rich-html.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useAuthModal } from '../../../lib/auth-modal.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { promotionImage } from '../promotion-rules.ts';
import { PromotionPeriod } from './promotion-period.tsx';
import styles from './promotions.module.css';

/**
 * Spec §2 promo-details: title, the optional image (sequence 2), the rich HTML body, and a go-to
 * button to register, login or download. Register and login mean nothing to a member who is
 * already logged in, so they are not offered then.
 */
export function PromotionDetails({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useTranslation('content');
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  const navigate = useNavigate();
  const image = promotionImage(promotion, 2);
  const goTo = promotion.goTo === 'download' || !loggedIn ? promotion.goTo : null;

  function go() {
    if (goTo === 'download') navigate('/down');
    else if (goTo) open(goTo);
  }

  return (
    <Modal open onClose={onClose} title={promotion.title} size="lg">
      <div className={styles.details}>
        {image ? (
          <div className={styles.detailsMedia}>
            <img src={image} alt="" className={styles.mediaImage} />
          </div>
        ) : null}
        <PromotionPeriod promotion={promotion} remaining />
        <RichHtml html={promotion.content} />
        {goTo ? (
          <Button size="lg" block onClick={go}>
            {t(`promotions.go.${goTo}`)}
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}
