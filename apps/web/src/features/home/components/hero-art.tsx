import styles from './home-page.module.css';

/** Decorative hero illustration: fanned cards, a gold coin and a die. */
export function HeroArt() {
  return (
    <svg className={styles.art} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e8e6f5" />
        </linearGradient>
        <linearGradient id="hero-card-back" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c5cf0" />
          <stop offset="1" stopColor="#3a2d8f" />
        </linearGradient>
        <radialGradient id="hero-coin" cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#fff1c2" />
          <stop offset="0.45" stopColor="#f5b83d" />
          <stop offset="1" stopColor="#b8740a" />
        </radialGradient>
        <linearGradient id="hero-die" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff8a8a" />
          <stop offset="1" stopColor="#d93b3b" />
        </linearGradient>
      </defs>
      <circle cx="170" cy="120" r="100" fill="#f5b83d" opacity="0.12" />
      <circle cx="170" cy="120" r="70" fill="#a78bfa" opacity="0.12" />
      <g transform="rotate(-18 150 150)">
        <rect
          x="92"
          y="52"
          width="92"
          height="128"
          rx="10"
          fill="url(#hero-card-back)"
          stroke="#b9a6ff"
          strokeOpacity="0.5"
        />
        <rect
          x="102"
          y="62"
          width="72"
          height="108"
          rx="6"
          fill="none"
          stroke="#ffd98c"
          strokeOpacity="0.5"
        />
      </g>
      <g transform="rotate(8 190 150)">
        <rect x="140" y="46" width="92" height="128" rx="10" fill="url(#hero-card)" />
        <text x="152" y="74" fontSize="20" fontWeight="800" fill="#d93b3b" fontFamily="Georgia, serif">
          A
        </text>
        <path
          d="M186 96c9 11 20 18 20 28a9 9 0 0 1-16 5l3 11h-14l3-11a9 9 0 0 1-16-5c0-10 11-17 20-28z"
          fill="#d93b3b"
        />
      </g>
      <g>
        <circle cx="258" cy="170" r="34" fill="url(#hero-coin)" />
        <circle cx="258" cy="170" r="25" fill="none" stroke="#8a5a00" strokeOpacity="0.45" strokeWidth="3" />
        <path
          d="m258 152 5.3 10.8 11.9 1.7-8.6 8.4 2 11.8L258 179l-10.6 5.7 2-11.8-8.6-8.4 11.9-1.7z"
          fill="#8a5a00"
          opacity="0.6"
        />
      </g>
      <g transform="rotate(14 70 180)">
        <rect x="42" y="150" width="58" height="58" rx="12" fill="url(#hero-die)" />
        <circle cx="58" cy="166" r="5" fill="#fff" />
        <circle cx="71" cy="179" r="5" fill="#fff" />
        <circle cx="84" cy="192" r="5" fill="#fff" />
      </g>
      <circle cx="60" cy="60" r="3" fill="#ffd98c" />
      <circle cx="290" cy="70" r="2" fill="#ffd98c" />
      <circle cx="230" cy="28" r="2.5" fill="#c4b5fd" />
    </svg>
  );
}
