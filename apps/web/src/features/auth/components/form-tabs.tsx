import { type KeyboardEvent, useId, useRef } from 'react';
import styles from './auth-form.module.css';

interface FormTabsProps<T extends string> {
  label: string;
  tabs: ReadonlyArray<{ value: T; label: string }>;
  current: T;
  onChange: (value: T) => void;
}

/** The ways of doing one thing (username or mobile, e-mail or phone) as tabs over one form. */
export function FormTabs<T extends string>({ label, tabs, current, onChange }: FormTabsProps<T>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  if (tabs.length < 2) return null;

  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.value === current);
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onChange(next.value);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-value="${next.value}"]`)?.focus();
  }

  return (
    <div ref={listRef} className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === current;
        return (
          <button
            key={tab.value}
            id={`${id}-${tab.value}`}
            type="button"
            role="tab"
            data-value={tab.value}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
