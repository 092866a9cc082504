import { useMemo } from 'react';
import { encodeQr } from '../../lib/qr.ts';
import styles from './qr-code.module.css';

const QUIET_ZONE = 4;

/** A scannable QR code of `value`, drawn as one SVG path (dark on white in both themes). */
export default function QrCode({
  value,
  label,
  size = 120,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { path, dimension } = useMemo(() => {
    const matrix = encodeQr(value);
    const parts: string[] = [];
    matrix.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
      });
    });
    return { path: parts.join(''), dimension: matrix.length + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg
      className={styles.qr}
      width={size}
      height={size}
      viewBox={`0 0 ${dimension} ${dimension}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={dimension} height={dimension} fill="#ffffff" />
      <path d={path} fill="#0f1420" />
    </svg>
  );
}
