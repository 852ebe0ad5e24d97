import { createContext, useContext } from "react";

export interface FieldContextValue {
  /** The control's id; the label points at it. */
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

interface ControlProps {
  id?: string | undefined;
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling" | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
}

/**
 * Connects a control to the Field around it (id for the label, hint and error in
 * aria-describedby, aria-invalid, required, disabled). Own props win over the field's.
 */
export function useFieldControl<P extends ControlProps>(props: P) {
  const field = useContext(FieldContext);
  const { invalid: invalidProp, ...rest } = props;
  const invalid = invalidProp ?? field?.invalid ?? false;
  const describedBy =
    [props["aria-describedby"], field?.hintId, field?.errorId].filter(Boolean).join(" ") ||
    undefined;
  return {
    invalid,
    controlProps: {
      ...rest,
      id: props.id ?? field?.id,
      "aria-describedby": describedBy,
      "aria-invalid": props["aria-invalid"] ?? (invalid || undefined),
      required: props.required ?? (field?.required || undefined),
      disabled: props.disabled ?? (field?.disabled || undefined),
      "data-invalid": invalid ? "" : undefined,
    },
  };
}
