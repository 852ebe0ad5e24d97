import {
  QueryScope,
  type BillingCycle,
  type DiscordSubscription,
  type DiscordTier,
} from "@academy/api";
import { Button, Dialog, DialogClose, SegmentedControl } from "@academy/ui";
import type { Notify } from "@academy/widgets";
import { useId, useState, type FormEvent } from "react";
import * as styles from "./ChangePlan.css.ts";
import { CHANGE_PLAN_TEXT as TEXT } from "./changePlanText.ts";
import { PlanPreview } from "./PlanPreview.tsx";

export interface ChangePlanProps {
  subscription: DiscordSubscription;
  /** The outcome's toast (the server's message, "[TEST] " in test mode). */
  notify: Notify;
  /** Loads the subscription, the account records and the Discord role again. */
  onChanged: () => void;
  /** Where the dialog portals to (Storybook and tests may give one). */
  container?: HTMLElement | null;
}

const TIERS: readonly DiscordTier[] = ["pro", "community"];
const CYCLES: readonly BillingCycle[] = ["monthly", "yearly"];

/**
 * The portal's plan change (issue 27): pick a tier and a billing cycle, see the server's
 * prorated preview (charged today or credited, and the next charge), then confirm or go back.
 */
export function ChangePlan({ subscription, notify, onChanged, container }: ChangePlanProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">{TEXT.open}</Button>}
      title={TEXT.title}
      description={TEXT.current(subscription.tier, subscription.billing_cycle)}
      container={container}
    >
      {open ? (
        <QueryScope>
          <ChangePlanSteps
            subscription={subscription}
            notify={notify}
            onChanged={() => {
              setOpen(false);
              onChanged();
            }}
          />
        </QueryScope>
      ) : null}
    </Dialog>
  );
}

function ChangePlanSteps({ subscription, notify, onChanged }: Omit<ChangePlanProps, "container">) {
  const [tier, setTier] = useState<DiscordTier>(subscription.tier);
  const [cycle, setCycle] = useState<BillingCycle>(subscription.billing_cycle);
  const [previewing, setPreviewing] = useState(false);
  const same = tier === subscription.tier && cycle === subscription.billing_cycle;

  if (previewing)
    return (
      <PlanPreview
        subscriptionId={subscription.id}
        plan={{ tier, billing_cycle: cycle }}
        notify={notify}
        onChanged={onChanged}
        onBack={() => setPreviewing(false)}
      />
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!same) setPreviewing(true);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={TEXT.title}>
      <Choice
        label={TEXT.tier}
        options={TIERS.map((value) => ({ value, label: TEXT.tierNames[value] }))}
        value={tier}
        onChange={(value) => {
          if (value === "pro" || value === "community") setTier(value);
        }}
      />
      <Choice
        label={TEXT.cycle}
        options={CYCLES.map((value) => ({ value, label: TEXT.cycleNames[value] }))}
        value={cycle}
        onChange={(value) => {
          if (value === "monthly" || value === "yearly") setCycle(value);
        }}
      />
      {same ? <p className={styles.text}>{TEXT.samePlan}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={same}>
          {TEXT.seePrice}
        </Button>
        <DialogClose asChild>
          <Button variant="secondary">{TEXT.cancel}</Button>
        </DialogClose>
      </div>
    </form>
  );
}

/** One labelled choice (tier or billing cycle): a radio group moved through with the arrows. */
function Choice({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const labelId = useId();
  return (
    <div className={styles.group} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <SegmentedControl
        aria-label={label}
        options={options}
        value={value}
        onValueChange={onChange}
        fullWidth
      />
    </div>
  );
}
