import { CATEGORY_ROUTES } from '@platform/contract/constants';
import type { SiteConfig } from '@platform/contract/system';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { ImageWithFallback } from '../../components/ui/image-with-fallback.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { navigableCategories } from '../../lib/category-routes.ts';
import { imageUrls } from '../../lib/images.ts';
import styles from './footer.module.css';
import { configuredSocialLinks, SOCIAL } from './social.ts';

const HELP_LINKS = ['about', 'term', 'privacy', 'faq'] as const;

export function Footer({ config }: { config: SiteConfig }) {
  const { t } = useTranslation();
  const socials = configuredSocialLinks(config.socialLinks);
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
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help" className={styles.heading}>
              {t('footer.help')}
            </h2>
            <ul className={styles.links}>
              {HELP_LINKS.map((section) => (
                <li key={section}>
                  <Link to={`/help#${section}`}>{t(`help.${section}.title`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-products">
            <h2 id="footer-products" className={styles.heading}>
              {t('footer.products')}
            </h2>
            <ul className={styles.links}>
              {navigableCategories(config.categories).map((category) => (
                <li key={category}>
                  <Link to={CATEGORY_ROUTES[category]}>{t(`category.${category}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          {socials.length > 0 ? (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social" className={styles.heading}>
                {t('footer.follow')}
              </h2>
              <ul className={styles.socials}>
                {socials.map((link) => (
                  <li key={link.type}>
                    <a
                      className={styles.social}
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={SOCIAL[link.type].name}
                      title={SOCIAL[link.type].name}
                    >
                      <Icon name={SOCIAL[link.type].icon} size={20} />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
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
    </footer>
  );
}
