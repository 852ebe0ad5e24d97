import { Banner } from "@academy/ui";
import { useState } from "react";
import { Link } from "react-router-dom";
import { grandOpeningDate } from "../../config.ts";
import { GRAND_OPENING as TEXT } from "../../constants.ts";
import { eventDayIsPast, formatEventDay, parseEventDay } from "../../lib/eventDay.ts";
import * as styles from "./GrandOpeningBanner.css.ts";

export interface GrandOpeningBannerProps {
  /** The event's day, YYYY-MM-DD; the site's configuration (config.ts) by default. */
  date?: string;
  /** The current time (tests and stories); the clock by default. */
  now?: () => Date;
}

/**
 * academy.md §2: the announcement banner, shown by default. It invites visitors to the Grand
 * Opening (the spec's March 15th, 2026 unless the site configures another day); Register Now
 * goes to #contact; the link or the close button hides it. Once the day is over, or when the
 * configured day is not a date, it is not shown at all (issue #50: it kept inviting to a day
 * that had passed).
 */
export function GrandOpeningBanner({
  date = grandOpeningDate(),
  now = () => new Date(),
}: GrandOpeningBannerProps) {
  const [open, setOpen] = useState(true);
  const day = parseEventDay(date);
  if (!day || eventDayIsPast(day, now())) return null;
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
      <strong>{TEXT.text(formatEventDay(day))}</strong>{" "}
      <span className={styles.detail}>{TEXT.detail}</span>
    </Banner>
  );
}
