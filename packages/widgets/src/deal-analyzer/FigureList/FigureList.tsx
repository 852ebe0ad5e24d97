import { useId, useState } from "react";
import type { ExplainLine } from "@academy/calculators";
import { VisuallyHidden } from "@academy/ui";
import { TEXT } from "../constants.ts";
import type { Figure } from "../modes/index.ts";
import * as styles from "./FigureList.css.ts";

export interface FigureListProps {
  figures: readonly Figure[];
  /** Big tiles (the four headline figures) or label/value rows. */
  variant?: "headline" | "rows";
  /** The result's `explain` lines, looked up by figure for the "How is this calculated?" views. */
  explanations?: readonly ExplainLine[];
}

/** Result figures as a description list; figures with working get a disclosure showing it. */
export function FigureList({ figures, variant = "rows", explanations = [] }: FigureListProps) {
  return (
    <dl className={styles.list({ variant })}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.figure({ variant })} data-figure={figure.key}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value({ variant })}>
            <span className={styles.number({ tone: figure.tone ?? "neutral" })}>
              {figure.value}
            </span>
            {figure.note ? <span className={styles.note}>{figure.note}</span> : null}
            {figure.explain ? (
              <Explanation
                label={figure.label}
                lines={explanations.filter((line) => figure.explain?.includes(line.figure))}
              />
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Explanation({ label, lines }: { label: string; lines: readonly ExplainLine[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className={styles.explainButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        data-print="hide"
      >
        {TEXT.howCalculated}
        <VisuallyHidden> ({label})</VisuallyHidden>
      </button>
      <div id={id} className={styles.explainPanel} hidden={!open} data-print="hide">
        {lines.map((line) => (
          <p key={line.figure}>{line.formula}</p>
        ))}
      </div>
    </>
  );
}
