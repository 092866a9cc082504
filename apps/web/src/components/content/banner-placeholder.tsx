import styles from './banner-link.module.css';

/** Holds a banner's place while it loads, so nothing below it moves. */
export function BannerPlaceholder({ aspect }: { aspect: string }) {
  return <div className={styles.frame} style={{ aspectRatio: aspect }} aria-hidden="true" />;
}
