import type { SocialLink } from '@platform/contract/system';
import { Icon } from '../../components/ui/icon.tsx';
import { SOCIAL } from './social.ts';
import styles from './social-links.module.css';

interface SocialLinksProps {
  links: readonly SocialLink[];
  titleId: string;
  title: string;
  classNames: { title?: string; list?: string };
}

/** The operator's social networks as round icon links; each place styles its heading and list. */
export function SocialLinks({ links, titleId, title, classNames }: SocialLinksProps) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={classNames.title}>
        {title}
      </h2>
      <ul className={classNames.list}>
        {links.map((link) => (
          <li key={link.type}>
            <a
              className={styles.link}
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
  );
}
