import * as LabelPrimitive from "@radix-ui/react-label";
import * as SwitchPrimitive from "@radix-ui/react-switch";
import {
  forwardRef,
  useId,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactNode,
} from "react";
import { cx } from "../utils/cx.ts";
import * as styles from "./Switch.css.ts";

export interface SwitchProps extends ComponentPropsWithoutRef<typeof SwitchPrimitive.Root> {
  /** Visible label naming the switch (e.g. "Show Advanced"). Or pass aria-label. */
  label?: ReactNode;
  /** Put the label before the switch instead of after it. */
  labelPosition?: "start" | "end";
}

/**
 * An on/off switch on Radix (checked/defaultChecked/onCheckedChange, `data-state`): the
 * calculators' Show/Hide Advanced toggle. Ref, className and rest props go to the switch.
 */
export const Switch = forwardRef<ComponentRef<typeof SwitchPrimitive.Root>, SwitchProps>(
  function Switch({ label, labelPosition = "end", id, className, ...rest }, ref) {
    const generated = useId();
    const controlId = id ?? `switch-${generated}`;
    const control = (
      <SwitchPrimitive.Root
        ref={ref}
        id={controlId}
        className={cx(styles.root, className)}
        {...rest}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
    );
    if (label == null) return control;
    const labelNode = (
      <LabelPrimitive.Root
        htmlFor={controlId}
        className={styles.label}
        data-disabled={rest.disabled ? "" : undefined}
      >
        {label}
      </LabelPrimitive.Root>
    );
    return (
      <span className={styles.row}>
        {labelPosition === "start" ? labelNode : null}
        {control}
        {labelPosition === "end" ? labelNode : null}
      </span>
    );
  },
);
