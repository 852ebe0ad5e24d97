import type { BillingCycle } from "@academy/api";
import { SegmentedControl } from "@academy/ui";
import { DISCORD_PAGE_TEXT as TEXT } from "./discordPageText.ts";

export interface BillingToggleProps {
  value: BillingCycle;
  onValueChange: (value: BillingCycle) => void;
}

/**
 * Monthly / Yearly (investor-tools.md §3). Its own module: Radix's toggle group is most of the
 * page's code, so the page loads it right after its first paint, in a box of its size
 * (DiscordPage), rather than with the page (issue #30).
 */
export function BillingToggle({ value, onValueChange }: BillingToggleProps) {
  return (
    <SegmentedControl
      aria-label={TEXT.billingToggle}
      value={value}
      onValueChange={(next) => {
        if (next === "monthly" || next === "yearly") onValueChange(next);
      }}
      options={[
        { value: "monthly", label: TEXT.monthly },
        { value: "yearly", label: TEXT.yearly },
      ]}
    />
  );
}
