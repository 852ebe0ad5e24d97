import type { BillingCycle } from "@academy/api";
import { formatMoney, SegmentedControl } from "@academy/ui";
import { CALCULATOR_SUBSCRIBE_TEXT as TEXT } from "./constants.ts";
import * as styles from "./CalculatorSubscribeModal.css.ts";

/** The catalogue's price of each cycle, in cents. */
export type CyclePrices = Readonly<Record<BillingCycle, number>>;

export interface PlanChoiceProps {
  cycle: BillingCycle;
  /** Null until the catalogue has answered: no price is shown before then. */
  prices: CyclePrices | null;
  onCycleChange: (cycle: BillingCycle) => void;
  disabled: boolean;
}

const isCycle = (value: string): value is BillingCycle => value === "monthly" || value === "yearly";

/** §2: $9 a month or $90 a year ("SAVE 17%"), what is included, and the social proof. */
export function PlanChoice({ cycle, prices, onCycleChange, disabled }: PlanChoiceProps) {
  const price = prices ? formatMoney(prices[cycle], { style: "whole" }) : null;
  return (
    <>
      <SegmentedControl
        aria-label={TEXT.planLabel}
        fullWidth
        disabled={disabled}
        value={cycle}
        onValueChange={(value) => {
          if (isCycle(value)) onCycleChange(value);
        }}
        options={[
          { value: "monthly", label: TEXT.monthly },
          { value: "yearly", label: `${TEXT.yearly} (${TEXT.save})` },
        ]}
      />
      <p className={styles.planPrice}>
        <span>
          {price === null ? null : (cycle === "monthly" ? TEXT.perMonth : TEXT.perYear)(price)}
        </span>
        {cycle === "yearly" ? <span className={styles.save}>{TEXT.save}</span> : null}
      </p>
      <h3 className={styles.includedTitle}>{TEXT.includedTitle}</h3>
      <ul className={styles.included}>
        {TEXT.included.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className={styles.socialProof}>{TEXT.socialProof}</p>
    </>
  );
}
