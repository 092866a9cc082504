import { type ImgHTMLAttributes, useState } from 'react';

interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** Shown when `src` fails to load (the default avatar or game icon of the image host). */
  fallbackSrc: string;
}

export function ImageWithFallback({ src, fallbackSrc, alt = '', ...rest }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = failedSrc === src;
  return (
    <img
      {...rest}
      alt={alt}
      src={showFallback ? fallbackSrc : src}
      onError={() => {
        // Swap once: if the fallback fails too, the browser's broken-image box is the honest answer.
        if (!showFallback) setFailedSrc(src);
      }}
    />
  );
}
