import { CATEGORY_ROUTES } from '@platform/contract/constants';
import type { SiteConfig } from '@platform/contract/system';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../components/ui/image-with-fallback.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { navigableCategories } from '../../lib/category-routes.ts';
import { imageUrls } from '../../lib/images.ts';
import { HelpCenterModal } from '../lazy-areas.ts';
import styles from './footer.module.css';
import { configuredSocialLinks } from './social.ts';
import { SocialLinks } from './social-links.tsx';

const HELP_LINKS = ['about', 'term', 'privacy', 'faq'] as const;

interface LinkColumnProps {
  id: string;
  title: string;
  links: ReadonlyArray<{ key: string; to: string; label: string }>;
  /** Opens a link in place (a modal); a click with a modifier key still follows the link. */
  onOpen?: (key: string) => void;
}

/** A plain left click: one with Ctrl, Cmd, Shift or Alt, or another button, opens a tab or window. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function LinkColumn({ id, title, links, onOpen }: LinkColumnProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              onClick={(event) => {
                if (!onOpen || !isPlainClick(event)) return;
                event.preventDefault();
                onOpen(link.key);
              }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({ config }: { config: SiteConfig }) {
  const { t } = useTranslation();
  // Spec §2: the footer's help list opens the help centre modal at that section.
  const [helpSection, setHelpSection] = useState<string | null>(null);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.brand}>
            <Logo brand={config.brandName} />
            <p className={styles.about}>{t('footer.about', { brand: config.brandName })}</p>
            <p className={styles.age}>
              <span className={styles.ageBadge}>{config.minimumAge}+</span>
              {t('footer.responsible', { age: config.minimumAge })}
            </p>
          </div>
          <LinkColumn
            id="footer-help"
            title={t('footer.help')}
            links={HELP_LINKS.map((section) => ({
              key: section,
              to: `/help#${section}`,
              label: t(`help.${section}.title`),
            }))}
            onOpen={setHelpSection}
          />
          <LinkColumn
            id="footer-products"
            title={t('footer.products')}
            links={navigableCategories(config.categories).map((category) => ({
              key: category,
              to: CATEGORY_ROUTES[category],
              label: t(`category.${category}`),
            }))}
          />
          <SocialLinks
            links={configuredSocialLinks(config.socialLinks)}
            titleId="footer-social"
            title={t('footer.follow')}
            classNames={{ title: styles.heading, list: styles.socials }}
          />
        </div>

        {config.vendorIcons.length > 0 ? (
          <section className={styles.vendors} aria-labelledby="footer-vendors">
            <h2 id="footer-vendors" className={styles.heading}>
              {t('footer.providers')}
            </h2>
            <ul className={styles.vendorList}>
              {config.vendorIcons.map((vendor) => (
                <li key={vendor} className={styles.vendor}>
                  <ImageWithFallback
                    src={imageUrls.vendorIconSmall(config.imageBaseUrl, vendor)}
                    fallbackSrc={imageUrls.defaultGameIcon(config.imageBaseUrl)}
                    alt={vendor}
                    title={vendor}
                    loading="lazy"
                    width={96}
                    height={40}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <p className={styles.copyright}>
          {t('footer.copyright', {
            year: config.copyrightYear,
            brand: config.brandName,
            license: config.licenseNumber,
          })}
        </p>
      </div>
      {helpSection !== null ? (
        <HelpCenterModal
          open
          onClose={() => setHelpSection(null)}
          brand={config.brandName}
          minimumAge={config.minimumAge}
          section={helpSection}
        />
      ) : null}
    </footer>
  );
}
