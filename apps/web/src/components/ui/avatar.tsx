import styles from './avatar.module.css';
import { Icon, type IconName } from './icon.tsx';

/** The avatar choices of the security centre (`avatar-1` … `avatar-12`), drawn here: no image to miss. */
export const AVATAR_COUNT = 12;
export const AVATAR_IDS = Array.from({ length: AVATAR_COUNT }, (_, index) => `avatar-${index + 1}`);

const GLYPHS: readonly IconName[] = [
  'crown',
  'star',
  'trophy',
  'flame',
  'gift',
  'dice',
  'cards',
  'ball',
  'fish',
  'ticket',
  'slots',
  'live',
];
const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#f5b83d', '#e3701c'],
  ['#7c5cf0', '#3a2d8f'],
  ['#3ecf8e', '#14746f'],
  ['#ff6b6b', '#a4243b'],
  ['#4cc9f0', '#4361ee'],
  ['#f72585', '#7209b7'],
];

function indexOf(icon: string | null | undefined): number {
  const match = /^avatar-(\d{1,2})$/.exec(icon ?? '');
  const number = match ? Number(match[1]) : 1;
  return (Math.min(Math.max(number, 1), AVATAR_COUNT) - 1) % AVATAR_COUNT;
}

interface AvatarProps {
  icon: string | null | undefined;
  size?: number;
  className?: string;
}

export function Avatar({ icon, size = 32, className }: AvatarProps) {
  const index = indexOf(icon);
  const [from, to] = PALETTE[index % PALETTE.length]!;
  return (
    <span
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size, backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
      aria-hidden="true"
    >
      <Icon name={GLYPHS[index]!} size={Math.round(size * 0.55)} />
    </span>
  );
}
