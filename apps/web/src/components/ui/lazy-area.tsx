import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { reportClientError } from '../../lib/client-errors.ts';
import { BrandLoader } from './brand-loader.tsx';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import styles from './lazy-area.module.css';

/** Spec §9: a script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`Chunk did not load within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function ChunkRetry({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.retry} role="alert">
      <div className={styles.badge} aria-hidden="true">
        <Icon name="wifiOff" size={32} />
      </div>
      <h2 className={styles.title}>{t('chunk.title')}</h2>
      <p className={styles.text}>{t('chunk.body')}</p>
      <Button size="lg" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

function AreaLoader() {
  const { t } = useTranslation();
  return <BrandLoader label={t('common.loading')} />;
}

/**
 * A page's loader: it holds a screen's height, so the footer below stays out of view while the
 * page loads instead of being drawn and then pushed down when the page arrives (layout shift).
 */
export function PageAreaLoader() {
  return (
    <div className={styles.pageHold}>
      <AreaLoader />
    </div>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class ChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('lazy area failed', error, info.componentStack);
    reportClientError({
      kind: 'script-chunk',
      reason: error instanceof ChunkTimeoutError ? 'timeout' : 'error',
      message: error instanceof Error ? error.message : String(error),
    });
  }

  override render(): ReactNode {
    if (this.state.failed) return <ChunkRetry onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

interface AreaState<P> {
  load: () => Promise<{ default: ComponentType<P> }>;
  timeoutMs: number;
  fallback: ReactNode | undefined;
  current: ComponentType<P>;
}

function makeLazy<P>(area: Pick<AreaState<P>, 'load' | 'timeoutMs'>): ComponentType<P> {
  return lazy(() => withTimeout(area.load(), area.timeoutMs)) as unknown as ComponentType<P>;
}

function LazyAreaHost<P extends object>({ area, props }: { area: AreaState<P>; props: P }) {
  const [attempt, setAttempt] = useState(0);
  const View = area.current;
  return (
    <ChunkBoundary
      key={attempt}
      onRetry={() => {
        area.current = makeLazy(area);
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense fallback={area.fallback === undefined ? <AreaLoader /> : area.fallback}>
        <View {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

/**
 * A route area in its own chunk (React.lazy). If the chunk fails or does not arrive in time, a
 * translated prompt offers a retry, which imports it afresh (React.lazy caches a failure forever).
 */
export function createLazyArea<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: { timeoutMs?: number; fallback?: ReactNode } = {},
): (props: P) => ReactNode {
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  const area: AreaState<P> = {
    load,
    timeoutMs,
    fallback: options.fallback,
    current: makeLazy({ load, timeoutMs }),
  };
  return (props: P) => <LazyAreaHost area={area} props={props} />;
}
