import { useSession } from "@academy/api";
import { Button } from "@academy/ui";
import { useState } from "react";
import * as styles from "./SignedInBuyer.css.ts";

export const BUYER_TEXT = {
  buyingAs: "You are buying for your account",
  another: "Buy for another e-mail (signs you out)",
} as const;

/**
 * A signed-in buyer pays for their own account: the e-mail is theirs and shown, not a field
 * that could move the purchase to another account. Buying for another e-mail is an explicit
 * choice that signs out first; the form then asks for the e-mail as it does for a guest.
 */
export function SignedInBuyer({ email, disabled }: { email: string; disabled: boolean }) {
  const { logout } = useSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className={styles.buyer}>
      <p className={styles.label}>{BUYER_TEXT.buyingAs}</p>
      <p className={styles.email}>{email}</p>
      <Button
        type="button"
        variant="link"
        busy={leaving}
        disabled={disabled}
        onClick={() => {
          setLeaving(true);
          void logout();
        }}
      >
        {BUYER_TEXT.another}
      </Button>
    </div>
  );
}
