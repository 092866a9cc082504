import { CATEGORY_ROUTES } from '@platform/contract/constants';
import type { SiteConfig } from '@platform/contract/system';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../components/ui/image-with-fallback.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { navigableCategories } from '../../lib/category-routes.ts';
import { imageUrls } from '../../lib/images.ts';
import styles from './footer.module.css';
import { configuredSocialLinks } from './social.ts';
import { SocialLinks } from './social-links.tsx';

const HELP_LINKS = ['about', 'term', 'privacy', 'faq'] as const;

interface LinkColumnProps {
  id: string;
  title: string;
  links: ReadonlyArray<{ key: string; to: string; label: string }>;
}

function LinkColumn({ id, title, links }: LinkColumnProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({ config }: { config: SiteConfig }) {
  const { t } = useTranslation();
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
    </footer>
  );
}
