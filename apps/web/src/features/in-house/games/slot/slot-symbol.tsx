import { useId } from 'react';

/**
 * The slot's symbols, drawn here as SVG on a 64 px grid (no image files, no emoji fonts): each one
 * reads at 40 px on a phone and stays crisp at any size. Decorative: the cell names the symbol.
 */
export function SlotSymbol({ symbol, className }: { symbol: string; className?: string }) {
  const id = useId().replace(/:/g, '');
  const g = (name: string) => `${id}-${name}`;
  const url = (name: string) => `url(#${g(name)})`;
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {art(symbol, g, url)}
    </svg>
  );
}

type Name = (name: string) => string;

function art(symbol: string, g: Name, url: Name) {
  switch (symbol) {
    case 'CHERRY':
      return (
        <>
          <defs>
            <radialGradient id={g('c')} cx="35%" cy="30%" r="70%">
              <stop offset="0" stopColor="#ff8a8a" />
              <stop offset="0.5" stopColor="#e0162b" />
              <stop offset="1" stopColor="#8c0a17" />
            </radialGradient>
          </defs>
          <path
            d="M22 42c2-14 8-24 20-31M44 44c-2-12-2-22-2-33"
            fill="none"
            stroke="#3f7d20"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path d="M42 11c6-5 14-4 17 1-6 4-12 4-17-1z" fill="#5fb336" stroke="#2f6b16" strokeWidth="1.5" />
          <circle cx="21" cy="45" r="12" fill={url('c')} />
          <circle cx="44" cy="47" r="11" fill={url('c')} />
          <ellipse cx="17" cy="40" rx="3.5" ry="2.2" fill="#fff" opacity="0.6" />
          <ellipse cx="40" cy="43" rx="3" ry="2" fill="#fff" opacity="0.6" />
        </>
      );
    case 'LEMON':
      return (
        <>
          <defs>
            <radialGradient id={g('l')} cx="40%" cy="35%" r="70%">
              <stop offset="0" stopColor="#fff7a8" />
              <stop offset="0.55" stopColor="#f7d51d" />
              <stop offset="1" stopColor="#c99a06" />
            </radialGradient>
          </defs>
          <path d="M8 34c0-12 11-21 24-21s24 9 24 21-11 19-24 19S8 46 8 34z" fill={url('l')} />
          <path d="M6 34l5-3v6zM58 34l-5-3v6z" fill="#d9b10c" />
          <ellipse cx="24" cy="26" rx="8" ry="3.5" fill="#fff" opacity="0.5" />
          <path d="M32 13c2-5 7-7 11-6-2 4-6 6-11 6z" fill="#5fb336" />
        </>
      );
    case 'ORANGE':
      return (
        <>
          <defs>
            <radialGradient id={g('o')} cx="38%" cy="35%" r="70%">
              <stop offset="0" stopColor="#ffd08a" />
              <stop offset="0.55" stopColor="#ff8a1f" />
              <stop offset="1" stopColor="#c2510a" />
            </radialGradient>
          </defs>
          <circle cx="32" cy="36" r="21" fill={url('o')} />
          <circle cx="32" cy="17" r="2" fill="#8a4a12" />
          <path d="M32 16c3-7 10-9 15-7-3 6-9 8-15 7z" fill="#5fb336" stroke="#2f6b16" strokeWidth="1.2" />
          <ellipse cx="24" cy="28" rx="6" ry="3.5" fill="#fff" opacity="0.45" />
          <g fill="#c2510a" opacity="0.5">
            <circle cx="40" cy="44" r="1" />
            <circle cx="44" cy="38" r="1" />
            <circle cx="36" cy="49" r="1" />
          </g>
        </>
      );
    case 'PLUM':
      return (
        <>
          <defs>
            <radialGradient id={g('p')} cx="35%" cy="30%" r="75%">
              <stop offset="0" stopColor="#d9a3ff" />
              <stop offset="0.5" stopColor="#8a2be2" />
              <stop offset="1" stopColor="#4a1180" />
            </radialGradient>
          </defs>
          <path d="M32 15c13 0 21 9 21 21 0 12-9 20-21 20s-21-8-21-20c0-12 8-21 21-21z" fill={url('p')} />
          <path d="M32 17c-2 12-1 26 2 38" fill="none" stroke="#4a1180" strokeWidth="1.5" opacity="0.6" />
          <path
            d="M32 16c1-6 4-9 8-10"
            fill="none"
            stroke="#6b4020"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <path d="M37 12c5-4 12-3 15 1-5 3-11 3-15-1z" fill="#5fb336" />
          <ellipse cx="23" cy="28" rx="4" ry="6" fill="#fff" opacity="0.35" />
        </>
      );
    case 'MELON':
      return (
        <>
          <path d="M6 24h52c0 17-12 30-26 30S6 41 6 24z" fill="#2e8b2e" />
          <path d="M10 24h44c0 14-10 25-22 25S10 38 10 24z" fill="#d8f5b0" />
          <path d="M13 24h38c0 12-9 22-19 22S13 36 13 24z" fill="#ff4d5e" />
          <g fill="#1c1c1c">
            <ellipse cx="22" cy="30" rx="1.5" ry="2.4" />
            <ellipse cx="32" cy="33" rx="1.5" ry="2.4" />
            <ellipse cx="42" cy="30" rx="1.5" ry="2.4" />
            <ellipse cx="27" cy="39" rx="1.5" ry="2.4" />
            <ellipse cx="37" cy="39" rx="1.5" ry="2.4" />
          </g>
          <path d="M14 26h36" stroke="#fff" strokeWidth="2" opacity="0.35" />
        </>
      );
    case 'BELL':
      return (
        <>
          <defs>
            <linearGradient id={g('b')} x1="0" x2="1" y1="0" y2="1">
              <stop offset="0" stopColor="#fff1a6" />
              <stop offset="0.45" stopColor="#f5b83d" />
              <stop offset="1" stopColor="#b36b00" />
            </linearGradient>
          </defs>
          <circle cx="32" cy="10" r="3.5" fill="#b36b00" />
          <path
            d="M32 12c-11 0-16 9-16 20 0 7-3 11-7 14h46c-4-3-7-7-7-14 0-11-5-20-16-20z"
            fill={url('b')}
            stroke="#8a5200"
            strokeWidth="1.5"
          />
          <rect x="8" y="45" width="48" height="5" rx="2.5" fill="#d68f12" />
          <circle cx="32" cy="54" r="5" fill="#8a5200" />
          <path
            d="M24 20c-3 4-4 10-4 16"
            fill="none"
            stroke="#fff"
            strokeWidth="3"
            strokeLinecap="round"
            opacity="0.55"
          />
        </>
      );
    case 'BAR':
      return (
        <>
          <defs>
            <linearGradient id={g('r')} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0" stopColor="#ffe08a" />
              <stop offset="1" stopColor="#d68f12" />
            </linearGradient>
          </defs>
          <rect x="5" y="18" width="54" height="28" rx="6" fill="#1b1f2e" stroke={url('r')} strokeWidth="3" />
          <text
            x="32"
            y="38.5"
            textAnchor="middle"
            fontFamily="Arial Black, Arial, sans-serif"
            fontWeight="900"
            fontSize="17"
            fill={url('r')}
            letterSpacing="1"
          >
            BAR
          </text>
        </>
      );
    case 'SEVEN':
      return (
        <>
          <defs>
            <linearGradient id={g('s')} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0" stopColor="#ff7b7b" />
              <stop offset="0.5" stopColor="#e0162b" />
              <stop offset="1" stopColor="#8c0a17" />
            </linearGradient>
          </defs>
          <path
            d="M14 10h38v8L34 56H22l17-36H14z"
            fill={url('s')}
            stroke="#ffd27a"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        </>
      );
    case 'WILD':
      return (
        <>
          <defs>
            <linearGradient id={g('w')} x1="0" x2="1" y1="0" y2="1">
              <stop offset="0" stopColor="#c4b0ff" />
              <stop offset="0.5" stopColor="#7c5cf0" />
              <stop offset="1" stopColor="#3a2d8f" />
            </linearGradient>
            <radialGradient id={g('wg')}>
              <stop offset="0" stopColor="#ffe9a8" />
              <stop offset="1" stopColor="#f5b83d" stopOpacity="0" />
            </radialGradient>
          </defs>
          <circle cx="32" cy="32" r="29" fill={url('wg')} opacity="0.55" />
          <path
            d="m32 5 7.6 15.4 17 2.5-12.3 12 2.9 16.9L32 43.8 16.8 51.8l2.9-16.9-12.3-12 17-2.5z"
            fill={url('w')}
            stroke="#ffd27a"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          <circle cx="32" cy="30" r="6" fill="#ffd27a" />
        </>
      );
    case 'SCATTER':
      return (
        <>
          <defs>
            <linearGradient id={g('d')} x1="0" x2="1" y1="0" y2="1">
              <stop offset="0" stopColor="#b8f3ff" />
              <stop offset="0.5" stopColor="#1fb6e0" />
              <stop offset="1" stopColor="#0b5f8a" />
            </linearGradient>
          </defs>
          <path
            d="M18 12h28l12 14-26 30L6 26z"
            fill={url('d')}
            stroke="#e6fbff"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path
            d="M6 26h52M18 12l7 14 7 30 7-30 7-14M25 26l7-14 7 14"
            fill="none"
            stroke="#e6fbff"
            strokeWidth="1.5"
            opacity="0.8"
          />
        </>
      );
    default:
      return <circle cx="32" cy="32" r="20" fill="currentColor" opacity="0.4" />;
  }
}
