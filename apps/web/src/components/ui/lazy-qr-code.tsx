import { createLazyArea } from './lazy-area.tsx';

/** The QR encoder stays out of the first download; callers reserve the square it fills. */
export const LazyQrCode = createLazyArea(() => import('./qr-code.tsx'), { fallback: null });
