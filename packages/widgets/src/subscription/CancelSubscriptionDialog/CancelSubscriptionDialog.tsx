import { Checkbox, ConfirmDialog } from "@academy/ui";
import { useState } from "react";
import { SUBSCRIPTION_TEXT } from "../constants.ts";

const TEXT = SUBSCRIPTION_TEXT.cancelDialog;

export interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs on Cancel Subscription; the dialog closes when it settles. */
  onConfirm: (atPeriodEnd: boolean) => Promise<unknown>;
  container?: HTMLElement | null;
  /** Where focus goes on close (the dialog has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * investor-tools.md §2: "We're sad to see you go", a checkbox on by default, "Cancel at period
 * end" (unchecked it reads "Cancel immediately"), Keep Subscription and Cancel Subscription.
 */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  onConfirm,
  container,
  onCloseAutoFocus,
}: CancelSubscriptionDialogProps) {
  const [atPeriodEnd, setAtPeriodEnd] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        // Every opening starts at the default: cancel at period end.
        if (next) setAtPeriodEnd(true);
        onOpenChange(next);
      }}
      title={TEXT.title}
      description={TEXT.description}
      confirmLabel={TEXT.confirm}
      cancelLabel={TEXT.keep}
      busyLabel={TEXT.busy}
      tone="danger"
      container={container ?? null}
      onCloseAutoFocus={onCloseAutoFocus}
      // A failure is reported by the card; the dialog closes either way.
      onConfirm={() => onConfirm(atPeriodEnd).catch(() => undefined)}
    >
      <Checkbox
        checked={atPeriodEnd}
        onCheckedChange={(checked) => setAtPeriodEnd(checked === true)}
        label={atPeriodEnd ? TEXT.atPeriodEnd : TEXT.immediately}
        description={atPeriodEnd ? TEXT.atPeriodEndHint : TEXT.immediatelyHint}
      />
    </ConfirmDialog>
  );
}
