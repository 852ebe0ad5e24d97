import { useLayoutEffect, useRef, type ReactNode } from "react";
import { compPricePerSqFt, formatPerSqFt, type Comp } from "@academy/calculators";
import { Button, Field, TextInput, VisuallyHidden } from "@academy/ui";
import { COMP_TEXT as T } from "../constants.ts";
import { groupTitle } from "../DealAnalyzer.css.ts";
import { newComp } from "../deal-state.ts";
import { compNumberFields } from "../fields/index.ts";
import { SubHeading } from "../HeadingLevel/HeadingLevel.tsx";
import { NumberBox } from "../NumberBox/NumberBox.tsx";
import * as styles from "./CompsEditor.css.ts";

export interface CompsEditorProps {
  comps: readonly Comp[];
  onCompsChange: (comps: Comp[]) => void;
}

/** The flip's comparable sales: add, edit and remove rows; each shows its price per sq ft. */
export function CompsEditor({ comps, onCompsChange }: CompsEditorProps) {
  const root = useRef<HTMLDivElement>(null);
  // Where focus goes after a row is added (its address) or removed (the Add Comp button).
  const focusNext = useRef<string | null>(null);

  // A layout effect: focus moves in the same commit as the new row, before the next key press
  // can land on the button (a plain effect may run a frame later).
  useLayoutEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector) root.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [comps.length]);

  const update = (id: string, patch: Partial<Comp>) =>
    onCompsChange(comps.map((comp) => (comp.id === id ? { ...comp, ...patch } : comp)));

  function add() {
    const comp = newComp(comps);
    focusNext.current = `[data-comp="${comp.id}"] input`;
    onCompsChange([...comps, comp]);
  }

  function remove(id: string) {
    focusNext.current = "[data-add-comp]";
    onCompsChange(comps.filter((comp) => comp.id !== id));
  }

  return (
    <div ref={root} className={styles.root}>
      <SubHeading depth={2} className={groupTitle}>
        {T.heading}
      </SubHeading>
      {comps.length === 0 ? <p className={styles.empty}>{T.empty}</p> : null}
      <ul className={styles.list} aria-label={T.heading}>
        {comps.map((comp, index) => {
          const name = T.rowLabel(index);
          const labelled = (text: string): ReactNode => (
            <>
              <VisuallyHidden>{name} </VisuallyHidden>
              {text}
            </>
          );
          return (
            <li key={comp.id}>
              <fieldset className={styles.row} data-comp={comp.id}>
                {/* A legend cannot be a grid item; read out, the fields say the rest. */}
                <VisuallyHidden asChild>
                  <legend>{name}</legend>
                </VisuallyHidden>
                <Field label={labelled(T.address)} className={styles.address}>
                  <TextInput
                    value={comp.address}
                    autoComplete="off"
                    onChange={(event) => update(comp.id, { address: event.currentTarget.value })}
                  />
                </Field>
                {compNumberFields.map((field) => (
                  <Field key={field.key} label={labelled(field.label)}>
                    <NumberBox
                      value={comp[field.key]}
                      rule={field.rule}
                      onValueChange={(value) => update(comp.id, { [field.key]: value })}
                    />
                  </Field>
                ))}
                <div className={styles.pricePerSqFt}>
                  <span className={styles.pricePerSqFtLabel}>{labelled(T.pricePerSqFt)}</span>
                  <span className={styles.pricePerSqFtValue} data-comp-price-per-sqft="">
                    {formatPerSqFt(compPricePerSqFt(comp.price, comp.squareFootage), {
                      decimals: 0,
                    })}
                  </span>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => remove(comp.id)}
                  data-print="hide"
                >
                  {T.remove}
                  <VisuallyHidden> {name}</VisuallyHidden>
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        className={styles.add}
        onClick={add}
        data-add-comp=""
        data-print="hide"
      >
        {T.addComp}
      </Button>
    </div>
  );
}
