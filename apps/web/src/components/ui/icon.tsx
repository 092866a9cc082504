import type { ReactElement } from 'react';

/** Line icons on a 24 px grid, drawn with currentColor so they follow the theme. */
const PATHS = {
  home: <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  crown: (
    <>
      <path d="M3 7.5 7.5 11 12 4.5l4.5 6.5L21 7.5 19 17H5z" />
      <path d="M5 20.5h14" />
    </>
  ),
  gift: (
    <>
      <path d="M4.5 11h15v9.5h-15zM3 7.5h18V11H3zM12 7.5v13" />
      <path d="M12 7.5S10.6 3.4 8.2 4c-2 .5-1.2 3.5 3.8 3.5zm0 0s1.4-4.1 3.8-3.5c2 .5 1.2 3.5-3.8 3.5z" />
    </>
  ),
  trophy: (
    <>
      <path d="M8 21h8M12 16.5V21M7 3.5h10V9a5 5 0 0 1-10 0z" />
      <path d="M17 5h3v1.5a3.5 3.5 0 0 1-3.4 3.5M7 5H4v1.5A3.5 3.5 0 0 0 7.4 10" />
    </>
  ),
  tag: (
    <>
      <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  store: (
    <path d="M4 9h16l-1.5-5h-13zM5 9v11h14V9M9.5 20v-6h5v6M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0A2.7 2.7 0 0 0 20 9" />
  ),
  sports: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 4 2.9-1.5 4.7h-5L8 10.4zM12 3v4.5M16 10.4l4.4-1.6M14.5 15.1l2.7 3.8M9.5 15.1l-2.7 3.8M8 10.4 3.6 8.8" />
    </>
  ),
  esports: (
    <>
      <path d="M7 7.5h10a5 5 0 0 1 5 5v1.7a3 3 0 0 1-5.4 1.8L15 14H9l-1.6 2A3 3 0 0 1 2 14.2v-1.7a5 5 0 0 1 5-5z" />
      <path d="M7.5 10v4M5.5 12h4" />
      <circle cx="15.5" cy="11" r=".6" />
      <circle cx="17.5" cy="13" r=".6" />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.2 2.2M16.2 16.2l2.2 2.2M18.4 5.6l-2.2 2.2M7.8 16.2l-2.2 2.2" />
    </>
  ),
  slots: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M9 5v14M15 5v14M4.8 10h2.6l-1.6 4.5M10.7 10h2.6l-1.6 4.5M16.6 10h2.6l-1.6 4.5" />
    </>
  ),
  fish: (
    <>
      <path d="M5 12c2.5-3.6 6-5.5 9.5-5.5S20 9 21 12c-1 3-3 5.5-6.5 5.5S7.5 15.6 5 12z" />
      <path d="M5 12 2 8.5v7zM11 9.5c.8 1.6.8 3.4 0 5" />
      <circle cx="16.5" cy="11" r=".9" />
    </>
  ),
  cards: (
    <>
      <rect x="8" y="3" width="12" height="16" rx="1.5" />
      <path d="M8 6.2 5 7a1.5 1.5 0 0 0-1 1.8l3 11.3a1.5 1.5 0 0 0 1.8 1l5.6-1.5" />
      <path d="M14 7.5c1.4 1.4 3 2.4 3 3.9a1.5 1.5 0 0 1-3 .6 1.5 1.5 0 0 1-3-.6c0-1.5 1.6-2.5 3-3.9zM14 12v2.5" />
    </>
  ),
  ball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="M11 10.8 12 10v4" />
    </>
  ),
  ticket: (
    <>
      <path d="M4 5h16a1 1 0 0 1 1 1v3a3 3 0 0 0 0 6v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a3 3 0 0 0 0-6V6a1 1 0 0 1 1-1z" />
      <path d="M15 5v2M15 11v2M15 17v2" />
    </>
  ),
  flame: (
    <path d="M12 3c.7 3.8 5.5 5.4 5.5 10.2A5.5 5.5 0 0 1 6.5 13c0-2.7 1.6-3.8 2.2-5.8 1.2 1 1.9 2.2 2 3.3C12.2 8.7 12.6 6 12 3z" />
  ),
  dice: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3.5" />
      <circle cx="8.5" cy="8.5" r="1.2" fill="currentColor" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
      <circle cx="15.5" cy="15.5" r="1.2" fill="currentColor" />
    </>
  ),
  heart: (
    <path d="M12 20.5S3.5 15.4 3.5 9.4A4.4 4.4 0 0 1 12 7a4.4 4.4 0 0 1 8.5 2.4c0 6-8.5 11.1-8.5 11.1z" />
  ),
  play: <path d="M8 5.5v13l10.5-6.5z" />,
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />,
  megaphone: (
    <>
      <path d="M3.5 10v4a1 1 0 0 0 1 1H7l7 4.5v-15L7 9H4.5a1 1 0 0 0-1 1z" />
      <path d="M17.5 9a4 4 0 0 1 0 6M8 15l1 5h2.5l-1-4.6" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  download: <path d="M12 3.5v12M7 10.5l5 5 5-5M4 20h16" />,
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <path d="M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.3-1.8 2-4 2" />
    </>
  ),
  chat: <path d="M4 5h16v11H9.5L4 20.5zM8 9.5h8M8 12.5h5" />,
  shield: <path d="M12 3 20 6v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </>
  ),
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  close: <path d="m6 6 12 12M18 6 6 18" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M18.7 5.3l-1.4 1.4M6.7 17.3l-1.4 1.4" />
    </>
  ),
  moon: <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  wallet: (
    <>
      <path d="M3.5 7.5h16a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5V8z" />
      <path d="M3.5 7.5 15 3.5l1.2 4M16 14h2" />
    </>
  ),
  mail: <path d="M3 5.5h18v13H3zM3.5 6l8.5 7 8.5-7" />,
  copy: (
    <>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </>
  ),
  chevronDown: <path d="m6 9 6 6 6-6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  chevronLeft: <path d="m15 6-6 6 6 6" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      <path d="m4 4 16 16" />
    </>
  ),
  refresh: <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4" />,
  alert: <path d="M12 3.5 2.5 20h19zM12 10v4.5M12 17.2v.1" />,
  wrench: <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7.5a4 4 0 0 1 8 0V11M12 15v2" />
    </>
  ),
  wifiOff: (
    <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19.2v.1M3 3l18 18" />
  ),
  inbox: <path d="M3 13 6 5h12l3 8v6H3zM3 13h5l1.5 2.5h5L16 13h5" />,
  logout: <path d="M9.5 4H5v16h4.5M15.5 8l4 4-4 4M19.5 12H9.5" />,
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6v.6M12 17v.1" />
    </>
  ),
  grid: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  qr: (
    <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2.5v2.5H14zM17.5 17.5H20V20h-2.5zM14 19h2M19 14h1" />
  ),
  smartphone: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  android: (
    <>
      <path d="M5.5 10h13v7.5a1.5 1.5 0 0 1-1.5 1.5H7a1.5 1.5 0 0 1-1.5-1.5zM5.5 9a6.5 6.5 0 0 1 13 0zM8 3.5l1.5 2.2M16 3.5l-1.5 2.2M9 19v2.5M15 19v2.5M3 11v5M21 11v5" />
      <circle cx="9.5" cy="7" r=".5" />
      <circle cx="14.5" cy="7" r=".5" />
    </>
  ),
  apple: (
    <path d="M16.4 12.7c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.2.8 1.1 1.7 2.3 2.9 2.3 1.1 0 1.6-.7 3-.7s1.8.7 3 .7 2-1.1 2.8-2.2c.9-1.3 1.2-2.5 1.2-2.6 0 0-2.4-.9-2.4-3.8zM14.2 5.9c.6-.8 1.1-1.8.9-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-.9 2.8 1 .1 2.1-.5 2.7-1.3z" />
  ),
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r=".6" />
    </>
  ),
  telegram: <path d="M21 4.5 3 11.4l5.7 2 2 6 3-3.6 4.6 3.5zM8.7 13.4l8.3-5.7-6.3 7.4" />,
  youtube: (
    <>
      <path d="M3 8.6C3 6.6 4.6 5 6.6 5h10.8C19.4 5 21 6.6 21 8.6v6.8c0 2-1.6 3.6-3.6 3.6H6.6C4.6 19 3 17.4 3 15.4z" />
      <path d="M10 9.2v5.6l4.8-2.8z" />
    </>
  ),
  twitter: <path d="M4 4h4.5L20 20h-4.5zM20 4l-6.9 7.6M4 20l6.9-7.6" />,
  tiktok: <path d="M14 3.5v11.3a3.7 3.7 0 1 1-3.7-3.7M14 3.5c.5 2.6 2.5 4.6 5.5 4.8" />,
  whatsapp: (
    <>
      <path d="m3.5 20.5 1.3-4.2a8.5 8.5 0 1 1 3.3 3.1z" />
      <path d="M9 8.3c-.2 3.6 3 6.9 6.7 6.7l.8-1.6-2.1-1-1 .8a5 5 0 0 1-2.7-2.7l.8-1-1-2.1z" />
    </>
  ),
  line: (
    <>
      <path d="M12 3.8c-5 0-9 3.2-9 7.2 0 3.5 3.1 6.5 7.3 7.1l-.4 2.3c-.1.5.4.8.8.6l3.8-2.9c3.9-.8 6.5-3.7 6.5-7.1 0-4-4-7.2-9-7.2z" />
      <path d="M7.5 9.3v3.5h1.8M11 9.3v3.5M13 12.8V9.3l2.4 3.5V9.3M17.8 9.3h-1.5v3.5h1.5M16.3 11h1.4" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof PATHS;

const FILLED = new Set<IconName>(['apple', 'facebook']);

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  /** An icon that carries meaning on its own (no visible text beside it) gets a label. */
  label?: string;
}

export function Icon({ name, size = 20, className, label }: IconProps) {
  const filled = FILLED.has(name);
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
