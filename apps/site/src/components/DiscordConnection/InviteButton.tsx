import { errorMessage, useResendDiscordInvite } from "@academy/api";
import { Button, InlineAlert } from "@academy/ui";
import { DISCORD_CONNECTION_TEXT as TEXT } from "./discordConnectionText.ts";
import * as styles from "./DiscordConnectionPanel.css.ts";

/** Re-sends the server invite: a new one-use link by mail, the old ones revoked (issue 27). */
export function InviteButton() {
  const resend = useResendDiscordInvite();
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate({})}>
          {TEXT.newInvite}
        </Button>
      </div>
      {resend.isSuccess ? (
        <InlineAlert tone="success">
          {TEXT.inviteSent} <a href={resend.data.url}>{resend.data.url}</a>
        </InlineAlert>
      ) : null}
      {resend.isError ? (
        <InlineAlert tone="danger">{errorMessage(resend.error, TEXT.inviteFailed)}</InlineAlert>
      ) : null}
    </>
  );
}
