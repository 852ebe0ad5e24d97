import { useRef, type KeyboardEvent } from "react";
import type { DealKind } from "@academy/calculators";
import { TAB_LABELS, TEXT } from "../constants.ts";
import * as styles from "./CalculatorTabs.css.ts";

export interface CalculatorTabsProps {
  tabs: readonly DealKind[];
  value: DealKind;
  onValueChange: (kind: DealKind) => void;
  /** Prefix of the tabs' ids; the panel is `${idBase}-panel`. */
  idBase: string;
}

export function tabId(idBase: string, kind: DealKind): string {
  return `${idBase}-tab-${kind}`;
}

export function panelId(idBase: string): string {
  return `${idBase}-panel`;
}

/**
 * The four calculator tabs (WAI-ARIA tabs pattern): one tab stop, Left/Right arrows move and
 * select (wrapping), Home and End go to the first and last tab.
 */
export function CalculatorTabs({ tabs, value, onValueChange, idBase }: CalculatorTabsProps) {
  const buttons = useRef(new Map<DealKind, HTMLButtonElement>());

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
    <div role="tablist" aria-label={TEXT.tabListLabel} className={styles.list} data-print="hide">
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
          {TAB_LABELS[kind]}
        </button>
      ))}
    </div>
  );
}
