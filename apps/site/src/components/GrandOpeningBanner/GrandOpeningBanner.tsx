import { Banner } from "@academy/ui";
import { useState } from "react";
import { Link } from "react-router-dom";
import { GRAND_OPENING as TEXT } from "../../constants.ts";
import * as styles from "./GrandOpeningBanner.css.ts";

/**
 * academy.md §2: the announcement banner, shown by default. It invites visitors to the Grand
 * Opening on March 15th, 2026; Register Now goes to #contact; the link or the close button
 * hides it.
 */
export function GrandOpeningBanner() {
  const [open, setOpen] = useState(true);
  return (
    <Banner
      tone="announcement"
      dismissible
      dismissLabel={TEXT.dismiss}
      open={open}
      onOpenChange={setOpen}
      action={
        <Link to={TEXT.registerHref} className={styles.register} onClick={() => setOpen(false)}>
          {TEXT.register}
        </Link>
      }
    >
      <strong>{TEXT.text}</strong> <span className={styles.detail}>{TEXT.detail}</span>
    </Banner>
  );
}
