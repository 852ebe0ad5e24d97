import { useState, type ReactNode } from "react";
import {
  droppedFraction,
  exceededCap,
  formatCurrency,
  formatQuantity,
  type Comp,
} from "@academy/calculators";
import { Field, TextInput, VisuallyHidden } from "@academy/ui";
import { CheckboxField } from "../CheckboxField/CheckboxField.tsx";
import { TEXT } from "../constants.ts";
import * as styles from "../DealAnalyzer.css.ts";
import type { FieldSpec, NumberFieldSpec } from "../fields/index.ts";
import { NumberBox } from "../NumberBox/NumberBox.tsx";
import { SelectField } from "../SelectField/SelectField.tsx";

export interface InputFormProps<T extends object> {
  fields: readonly FieldSpec<T>[];
  inputs: T;
  onInputsChange: (patch: Partial<T>) => void;
  comps?: readonly Comp[];
  /**
   * The flip's comps editor, where its field table puts it. Passed in rather than imported, so
   * a form without comps (the Rental Analyzer's) does not carry the editor's code.
   */
  renderComps?: () => ReactNode;
  /** Whether the advanced fields are shown (Show/Hide Advanced). */
  advanced: boolean;
  /** Id of the advanced group, which the Show/Hide Advanced button controls. */
  advancedId: string;
}

/** A calculator's inputs, in the spec's order, with the advanced ones in their own group. */
export function InputForm<T extends object>(props: InputFormProps<T>) {
  const { fields, inputs, advanced, advancedId } = props;
  const shown = fields.filter((field) => field.show?.(inputs) ?? true);
  return (
    <>
      <div className={styles.formGrid}>
        {shown.filter((field) => !field.advanced).map((field) => renderField(field, props))}
      </div>
      <fieldset id={advancedId} className={styles.advancedGroup} hidden={!advanced}>
        <legend className={styles.legend}>{TEXT.advanced}</legend>
        <div className={styles.formGrid}>
          {shown.filter((field) => field.advanced).map((field) => renderField(field, props))}
        </div>
      </fieldset>
    </>
  );
}

/** A one-key patch of the inputs (the field tables type each key by its value). */
function patchOf<T>(key: keyof T, value: unknown): Partial<T> {
  return { [key]: value } as Partial<T>;
}

function renderField<T extends object>(field: FieldSpec<T>, props: InputFormProps<T>): ReactNode {
  const { inputs, onInputsChange } = props;
  switch (field.type) {
    case "text":
      return (
        <Field key={field.key} label={field.label}>
          <TextInput
            value={String(inputs[field.key] ?? "")}
            autoComplete={field.autoComplete ?? "off"}
            onChange={(event) => onInputsChange(patchOf(field.key, event.currentTarget.value))}
          />
        </Field>
      );
    case "checkbox":
      return (
        <CheckboxField
          key={field.key}
          className={styles.checkboxRow}
          label={field.label}
          description={field.description}
          checked={inputs[field.key] === true}
          onCheckedChange={(checked) => onInputsChange(patchOf(field.key, checked))}
        />
      );
    case "select":
      return (
        <SelectField
          key={field.key}
          label={field.label}
          value={String(inputs[field.key])}
          options={field.options}
          onValueChange={(next) => onInputsChange(patchOf(field.key, next))}
        />
      );
    case "comps":
      return (
        <div key="comps" className={styles.fullRow}>
          {props.renderComps?.()}
        </div>
      );
    case "group":
      return (
        <fieldset key={field.label} className={styles.fieldGroup}>
          <legend className={styles.fieldGroupLabel}>{field.label}</legend>
          <div className={styles.formGrid}>
            {field.fields.map((child) => renderField(child, props))}
          </div>
        </fieldset>
      );
    case "number":
      return <NumberField key={field.key} field={field} {...props} />;
  }
}

function NumberField<T extends object>({
  field,
  inputs,
  comps = [],
  onInputsChange,
}: InputFormProps<T> & { field: NumberFieldSpec<T> }) {
  const [typed, setTyped] = useState("");
  const fixed = field.fixedValue?.(inputs);
  const disabled = field.disabled?.(inputs, comps) ?? false;
  const value = Number(inputs[field.key]);
  const error = field.check?.(value, typed);
  // What the box did to the typed text, said beside it rather than silently (issue #50).
  const notice = droppedFraction(typed, field.rule)
    ? TEXT.wholeNumbersOnly(field.unit === "$" ? formatCurrency(value) : formatQuantity(value))
    : field.capReason && exceededCap(typed, field.rule)
      ? field.capReason
      : undefined;
  const label = field.context ? (
    <>
      <VisuallyHidden>{field.context} </VisuallyHidden>
      {field.label}
    </>
  ) : (
    field.label
  );
  return (
    <Field
      label={label}
      hint={notice ?? field.hint?.(inputs, comps)}
      disabled={disabled}
      error={error}
    >
      <NumberBox
        value={fixed ?? value}
        rule={field.rule}
        readOnly={fixed !== undefined}
        onValueChange={(next) => onInputsChange(patchOf(field.key, next))}
        onTyped={setTyped}
        startAdornment={field.unit === "$" ? "$" : undefined}
        endAdornment={field.unit === "%" ? "%" : undefined}
      />
    </Field>
  );
}
