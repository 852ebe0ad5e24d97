import type { BillingCycle } from "@academy/api";
import { SegmentedControl } from "@academy/ui";
import { CALCULATOR_SUBSCRIBE_TEXT as TEXT } from "./constants.ts";
import * as styles from "./CalculatorSubscribeModal.css.ts";

export interface PlanChoiceProps {
  cycle: BillingCycle;
  onCycleChange: (cycle: BillingCycle) => void;
  disabled: boolean;
}

const isCycle = (value: string): value is BillingCycle => value === "monthly" || value === "yearly";

/** §2: $9 a month or $90 a year ("SAVE 17%"), what is included, and the social proof. */
export function PlanChoice({ cycle, onCycleChange, disabled }: PlanChoiceProps) {
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
        <span>{cycle === "monthly" ? TEXT.perMonth : TEXT.perYear}</span>
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
