import { type ImgHTMLAttributes, useState } from 'react';
import { useImageUrl } from '../../lib/images.ts';

interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** Shown when `src` fails to load (the default avatar or game icon of the image host). */
  fallbackSrc: string;
}

/** An image-host picture (game, vendor), served through the session's image CDN when there is one. */
export function ImageWithFallback({ src: hostSrc, fallbackSrc, alt = '', ...rest }: ImageWithFallbackProps) {
  const imageUrl = useImageUrl();
  const src = imageUrl(hostSrc);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = failedSrc === src;
  return (
    <img
      {...rest}
      alt={alt}
      src={showFallback ? imageUrl(fallbackSrc) : src}
      onError={() => {
        // Swap once: if the fallback fails too, the browser's broken-image box is the honest answer.
        if (!showFallback) setFailedSrc(src);
      }}
    />
  );
}
