import { useRef, type KeyboardEvent } from "react";
import * as styles from "./CalculatorTabs.css.ts";

/** Generic over the tab keys: the Deal Analyzer's four calculators, the Rental Analyzer's two. */
export interface CalculatorTabsProps<K extends string> {
  tabs: readonly K[];
  value: K;
  onValueChange: (kind: K) => void;
  /** Prefix of the tabs' ids; the panel is `${idBase}-panel`. */
  idBase: string;
  /** Each tab's visible name. */
  labels: Readonly<Record<K, string>>;
  /** The tab list's accessible name. */
  listLabel: string;
}

export function tabId(idBase: string, kind: string): string {
  return `${idBase}-tab-${kind}`;
}

export function panelId(idBase: string): string {
  return `${idBase}-panel`;
}

/**
 * Calculator tabs (WAI-ARIA tabs pattern): one tab stop, Left/Right arrows move and
 * select (wrapping), Home and End go to the first and last tab.
 */
export function CalculatorTabs<K extends string>({
  tabs,
  value,
  onValueChange,
  idBase,
  labels,
  listLabel,
}: CalculatorTabsProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.indexOf(value);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = tabs[moves[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current.get(target)?.focus();
    onValueChange(target);
  }

  return (
    <div role="tablist" aria-label={listLabel} className={styles.list} data-print="hide">
      {tabs.map((kind) => (
        <button
          key={kind}
          ref={(node) => {
            if (node) buttons.current.set(kind, node);
            else buttons.current.delete(kind);
          }}
          type="button"
          role="tab"
          id={tabId(idBase, kind)}
          aria-selected={kind === value}
          aria-controls={panelId(idBase)}
          tabIndex={kind === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onValueChange(kind)}
          onKeyDown={onKeyDown}
        >
          {labels[kind]}
        </button>
      ))}
    </div>
  );
}
