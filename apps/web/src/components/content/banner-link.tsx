import type { Banner } from '@platform/contract/system';
import { Link } from 'react-router';
import styles from './banner-link.module.css';
import { bannerTarget } from './banner-target.ts';

interface BannerLinkProps {
  banner: Banner;
  /** What the image shows, for readers who cannot see it. */
  alt: string;
  /** Width / height of the slot (e.g. "10 / 3"): the image never shifts the layout. */
  aspect: string;
  className?: string;
  /** The first banner of a page loads at once; the others wait until they are near. */
  eager?: boolean;
}

/** One banner image in a fixed-ratio frame, a link when its linkage says where to go. */
export function BannerLink({ banner, alt, aspect, className, eager = false }: BannerLinkProps) {
  const target = bannerTarget(banner);
  const frame = [styles.frame, className].filter(Boolean).join(' ');
  const image = (
    <img
      className={styles.image}
      src={banner.url}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
    />
  );
  if (target?.kind === 'route')
    return (
      <Link to={target.to} className={`${frame} ${styles.clickable}`} style={{ aspectRatio: aspect }}>
        {image}
      </Link>
    );
  if (target?.kind === 'external')
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={`${frame} ${styles.clickable}`}
        style={{ aspectRatio: aspect }}
      >
        {image}
      </a>
    );
  return (
    <div className={frame} style={{ aspectRatio: aspect }}>
      {image}
    </div>
  );
}
