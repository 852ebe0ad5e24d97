import { Button, InlineAlert } from "@academy/ui";
import type { Ref } from "react";
import { Link } from "react-router-dom";
import { CONNECT_PATH, DISCORD_CONNECTION_TEXT as TEXT } from "./discordConnectionText.ts";
import * as styles from "./DiscordConnectionPanel.css.ts";

/**
 * The join's success state (issue 27): the payment's message stays on the page with the next
 * step, connecting Discord, which is what brings the tier's role.
 */
export function JoinedConnectStep({
  message,
  linkRef,
}: {
  message: string;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  return (
    <section aria-labelledby="joined-connect-title" className={styles.panel}>
      <h2 id="joined-connect-title" className={styles.title}>
        {TEXT.nextStep}
      </h2>
      <InlineAlert tone="success">{message}</InlineAlert>
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
