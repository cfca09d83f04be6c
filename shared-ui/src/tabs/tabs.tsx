import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem<V extends string> = { id: V; label: ReactNode; content: ReactNode };

export type TabsProps<V extends string> = {
  /** The tab list's name ("Visões do painel"). */
  label: string;
  tabs: readonly TabItem<V>[];
  selectedId: V;
  onSelect: (id: V) => void;
};

/**
 * WAI-ARIA tabs: only the selected tab is in the Tab order; Left/Right arrows, Home and End move between tabs
 * (and select them), the panel is named by its tab.
 *
 * **Faça:** 2 a 6 abas com rótulos curtos; conteúdo paralelo (mesmo tipo de informação).
 *
 * **Não faça:** abas para etapas em sequência (use um assistente); esconder erros de formulário em outra aba.
 */
export function Tabs<V extends string>({ label, tabs, selectedId, onSelect }: TabsProps<V>) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );
  const move = (next: number) => {
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab-id="${tab.id}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };
  const selected = tabs[index];
  return (
    <div className={styles.tabs}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-controls={`${base}-panel-${tab.id}`}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              data-tab-id={tab.id}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={`${base}-panel-${selected.id}`}
          aria-labelledby={`${base}-tab-${selected.id}`}
          className={styles.panel}
          tabIndex={0}
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}

export type SegmentedOption<V extends string> = { value: V; label: ReactNode };

/**
 * A segmented control: a named group of toggle buttons (`aria-pressed`) of which exactly one is on; for
 * switching the view of the same data ("Tabela" / "Gráfico", "Quentes" / "Frios").
 */
export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="group" aria-label={label} className={styles.segmented}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
