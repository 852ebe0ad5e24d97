import type { ReactNode } from "react";
import { parseNumericInput, type Comp, type NumericFieldRule } from "@academy/calculators";
import { Field, NumberInput, TextInput, VisuallyHidden } from "@academy/ui";
import { CheckboxField } from "../CheckboxField/CheckboxField.tsx";
import { CompsEditor } from "../CompsEditor/CompsEditor.tsx";
import { TEXT } from "../constants.ts";
import * as styles from "../DealAnalyzer.css.ts";
import type { FieldSpec, NumberFieldSpec } from "../modes/index.ts";
import { SelectField } from "../SelectField/SelectField.tsx";

export interface InputFormProps<T extends object> {
  fields: readonly FieldSpec<T>[];
  inputs: T;
  /** How each numeric box is parsed: the calculators' NUMERIC_FIELD_RULES for this form. */
  rules: Readonly<Record<string, Readonly<NumericFieldRule>>>;
  onInputsChange: (patch: Partial<T>) => void;
  comps?: readonly Comp[];
  onCompsChange?: (comps: Comp[]) => void;
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

function renderField<T extends object>(field: FieldSpec<T>, props: InputFormProps<T>): ReactNode {
  const { inputs, onInputsChange } = props;
  const value = (key: keyof T) => inputs[key] as unknown;
  switch (field.type) {
    case "text":
      return (
        <Field key={field.key} label={field.label}>
          <TextInput
            value={String(value(field.key) ?? "")}
            autoComplete={field.autoComplete ?? "off"}
            onChange={(event) =>
              onInputsChange({ [field.key]: event.currentTarget.value } as Partial<T>)
            }
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
          checked={value(field.key) === true}
          onCheckedChange={(checked) => onInputsChange({ [field.key]: checked } as Partial<T>)}
        />
      );
    case "select":
      return (
        <SelectField
          key={field.key}
          label={field.label}
          value={String(value(field.key))}
          options={field.options}
          onValueChange={(next) => onInputsChange({ [field.key]: next } as Partial<T>)}
        />
      );
    case "comps":
      return (
        <div key="comps" className={styles.fullRow}>
          <CompsEditor
            comps={props.comps ?? []}
            onCompsChange={(comps) => props.onCompsChange?.(comps)}
          />
        </div>
      );
    case "number":
      return <NumberField key={field.key} field={field} {...props} />;
  }
}

function NumberField<T extends object>({
  field,
  inputs,
  rules,
  comps = [],
  onInputsChange,
}: InputFormProps<T> & { field: NumberFieldSpec<T> }) {
  const rule = rules[field.key] ?? {};
  const fixed = field.fixedValue?.(inputs);
  const disabled = field.disabled?.(inputs, comps) ?? false;
  const label = field.context ? (
    <>
      <VisuallyHidden>{field.context} </VisuallyHidden>
      {field.label}
    </>
  ) : (
    field.label
  );
  return (
    <Field label={label} hint={field.hint?.(inputs, comps)} disabled={disabled}>
      <NumberInput
        value={fixed ?? (inputs[field.key] as number)}
        readOnly={fixed !== undefined}
        inputMode={rule.integer ? "numeric" : "decimal"}
        parse={(raw) => parseNumericInput(raw, rule)}
        onValueChange={(next) => onInputsChange({ [field.key]: next } as Partial<T>)}
        startAdornment={field.unit === "$" ? "$" : undefined}
        endAdornment={field.unit === "%" ? "%" : undefined}
      />
    </Field>
  );
}
