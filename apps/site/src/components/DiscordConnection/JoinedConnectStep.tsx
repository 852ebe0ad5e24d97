import { Button } from "@academy/ui";
import type { Ref } from "react";
import { Link } from "react-router-dom";
import { CONNECT_PATH, DISCORD_CONNECTION_TEXT as TEXT } from "./discordConnectionText.ts";
import * as styles from "./DiscordConnectionPanel.css.ts";

/**
 * The join's next step (issue 27, 50): connecting Discord, which is what brings the tier's
 * role. The payment's own message is the success toast's alone, never said twice.
 */
export function JoinedConnectStep({ linkRef }: { linkRef?: Ref<HTMLAnchorElement> }) {
  return (
    <section aria-labelledby="joined-connect-title" className={styles.panel}>
      <h2 id="joined-connect-title" className={styles.title}>
        {TEXT.nextStep}
      </h2>
      <p className={styles.text}>{TEXT.intro}</p>
      <div className={styles.actions}>
        <Button asChild>
          <Link ref={linkRef} to={CONNECT_PATH}>
            {TEXT.connect}
          </Link>
        </Button>
      </div>
    </section>
  );
}
