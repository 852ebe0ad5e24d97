import * as TabsPrimitive from "@radix-ui/react-tabs";
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from "react";
import { cx } from "../utils/cx.ts";
import * as styles from "./Tabs.css.ts";

export type TabsProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Root>;

/**
 * Tabs on Radix (value/defaultValue/onValueChange): arrow keys move between tabs, Home/End
 * jump, the active tab has `data-state="active"`. Compose with TabsList, TabsTrigger and
 * TabsContent, as with Radix.
 */
export const Tabs = forwardRef<ComponentRef<typeof TabsPrimitive.Root>, TabsProps>(function Tabs(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.Root ref={ref} className={cx(styles.root, className)} {...rest} />;
});

export type TabsListProps = ComponentPropsWithoutRef<typeof TabsPrimitive.List>;

/** The row of tabs; give it an aria-label ("Calculators"). */
export const TabsList = forwardRef<ComponentRef<typeof TabsPrimitive.List>, TabsListProps>(
  function TabsList({ className, ...rest }, ref) {
    return <TabsPrimitive.List ref={ref} className={cx(styles.list, className)} {...rest} />;
  },
);

export type TabsTriggerProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>;

export const TabsTrigger = forwardRef<ComponentRef<typeof TabsPrimitive.Trigger>, TabsTriggerProps>(
  function TabsTrigger({ className, ...rest }, ref) {
    return <TabsPrimitive.Trigger ref={ref} className={cx(styles.trigger, className)} {...rest} />;
  },
);

export type TabsContentProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Content>;

export const TabsContent = forwardRef<ComponentRef<typeof TabsPrimitive.Content>, TabsContentProps>(
  function TabsContent({ className, ...rest }, ref) {
    return <TabsPrimitive.Content ref={ref} className={cx(styles.content, className)} {...rest} />;
  },
);
