import * as ToggleGroupPrimitive from "@radix-ui/react-toggle-group";
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactNode,
} from "react";
import { cx } from "../utils/cx.ts";
import { useControllableState } from "../utils/useControllableState.ts";
import * as styles from "./SegmentedControl.css.ts";

export interface SegmentedControlOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

type SingleRootProps = ComponentPropsWithoutRef<typeof ToggleGroupPrimitive.Root> & {
  type: "single";
};

export interface SegmentedControlProps extends Omit<
  SingleRootProps,
  "type" | "value" | "defaultValue" | "onValueChange" | "children"
> {
  options: readonly SegmentedControlOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Name of the group for screen readers, e.g. "Billing cycle". */
  "aria-label"?: string;
  fullWidth?: boolean;
}

/**
 * One choice out of a few, always one selected (Monthly / Yearly). A Radix single toggle
 * group: a radiogroup with arrow-key navigation and `data-state="on"` on the chosen item.
 */
export const SegmentedControl = forwardRef<
  ComponentRef<typeof ToggleGroupPrimitive.Root>,
  SegmentedControlProps
>(function SegmentedControl(
  { options, value: valueProp, defaultValue, onValueChange, fullWidth = false, className, ...rest },
  ref,
) {
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue: defaultValue ?? options[0]?.value ?? "",
    onChange: onValueChange,
  });
  return (
    <ToggleGroupPrimitive.Root
      ref={ref}
      type="single"
      value={value}
      // Radix lets a single toggle group be emptied by pressing the chosen item; a segmented
      // control always has a choice, so that change is ignored.
      onValueChange={(next) => {
        if (next) setValue(next);
      }}
      data-full-width={fullWidth ? "" : undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      {options.map((option) => (
        <ToggleGroupPrimitive.Item
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          className={styles.item}
        >
          {option.label}
        </ToggleGroupPrimitive.Item>
      ))}
    </ToggleGroupPrimitive.Root>
  );
});
