import { calculatorPlan, usePlanCatalogue } from "@academy/api";
import { Button, Dialog, formatMoney } from "@academy/ui";
import { NAG_TEXT } from "./constants.ts";
import * as styles from "./CalculatorSubscribeModal.css.ts";

export interface CalculatorNagModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Subscribe Now - $9/month": the host closes this and opens the subscription modal. */
  onSubscribe: () => void;
  container?: HTMLElement | null;
}

/** §2 and §4: the nag modal shown to a visitor without access after three analyses. */
export function CalculatorNagModal({
  open,
  onOpenChange,
  onSubscribe,
  container,
}: CalculatorNagModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      container={container ?? null}
      title={NAG_TEXT.title}
      description={NAG_TEXT.body}
    >
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
          {NAG_TEXT.notNow}
        </Button>
        <SubscribeButton onSubscribe={onSubscribe} />
      </div>
    </Dialog>
  );
}

/** "Subscribe Now - $9/month" with the catalogue's monthly price (asked only while open). */
function SubscribeButton({ onSubscribe }: { onSubscribe: () => void }) {
  const known = usePlanCatalogue();
  const cents =
    known.status === "ready" ? calculatorPlan(known.catalogue, "monthly")?.amount_cents : undefined;
  return (
    <Button type="button" onClick={onSubscribe}>
      {cents === undefined
        ? NAG_TEXT.subscribeNoPrice
        : NAG_TEXT.subscribe(formatMoney(cents, { style: "whole" }))}
    </Button>
  );
}
