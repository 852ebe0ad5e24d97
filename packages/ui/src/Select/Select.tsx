import * as SelectPrimitive from "@radix-ui/react-select";
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from "react";
import { useFieldControl } from "../Field/FieldContext.ts";
import { CheckIcon, ChevronDownIcon } from "../Icon/Icon.tsx";
import { useTheme } from "../ThemeRoot/ThemeContext.ts";
import { cx } from "../utils/cx.ts";
import * as styles from "./Select.css.ts";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type RootProps = Pick<
  SelectPrimitive.SelectProps,
  | "value"
  | "defaultValue"
  | "onValueChange"
  | "open"
  | "defaultOpen"
  | "onOpenChange"
  | "name"
  | "required"
  | "disabled"
  | "autoComplete"
>;

export interface SelectProps
  extends
    RootProps,
    Omit<ComponentPropsWithoutRef<typeof SelectPrimitive.Trigger>, keyof RootProps | "children"> {
  options: readonly SelectOption[];
  /** Shown when nothing is selected. */
  placeholder?: string;
  invalid?: boolean;
  /** Where the list portals to; defaults to the ThemeRoot's portal container. */
  container?: HTMLElement | null;
}

/**
 * A Radix select (value/defaultValue/onValueChange) with a list of options: Property Type,
 * Loan Product Preference. Joins a surrounding Field. The ref, className and rest props go to
 * the trigger button, which is what the label names.
 */
export const Select = forwardRef<ComponentRef<typeof SelectPrimitive.Trigger>, SelectProps>(
  function Select(
    {
      options,
      placeholder,
      value,
      defaultValue,
      onValueChange,
      open,
      defaultOpen,
      onOpenChange,
      name,
      required,
      disabled,
      autoComplete,
      container,
      className,
      ...props
    },
    ref,
  ) {
    const { controlProps } = useFieldControl({ ...props, required, disabled });
    const { required: isRequired, disabled: isDisabled, ...triggerProps } = controlProps;
    const theme = useTheme();
    return (
      <SelectPrimitive.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        name={name}
        required={isRequired}
        disabled={isDisabled}
        autoComplete={autoComplete}
      >
        <SelectPrimitive.Trigger
          ref={ref}
          className={cx(styles.trigger, className)}
          aria-required={isRequired}
          {...triggerProps}
        >
          <span className={styles.value}>
            <SelectPrimitive.Value placeholder={placeholder} />
          </span>
          <SelectPrimitive.Icon className={styles.chevron}>
            <ChevronDownIcon />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal container={container ?? theme.portalContainer}>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className={cx(theme.themeClassName, styles.content)}
          >
            <SelectPrimitive.Viewport className={styles.viewport}>
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <SelectPrimitive.ItemIndicator className={styles.itemIndicator}>
                    <CheckIcon />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    );
  },
);
