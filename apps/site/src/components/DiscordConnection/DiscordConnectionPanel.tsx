import { errorMessage, QueryScope, useDisconnectDiscord, useDiscordConnection } from "@academy/api";
import { Button, InlineAlert, Spinner } from "@academy/ui";
import { useState } from "react";
import { Link } from "react-router-dom";
import {
  CONNECT_PATH,
  DISCORD_CONNECTION_TEXT as TEXT,
  roleLine,
  roleTone,
} from "./discordConnectionText.ts";
import * as styles from "./DiscordConnectionPanel.css.ts";
import { InviteButton } from "./InviteButton.tsx";

/**
 * The member's Discord side, in the portal and on /account (issue 27): "Connect Discord" until
 * an account is connected, then the account, its role's state (asked again while it is on its
 * way), and Disconnect or connect another account (the role moves with it). Without a
 * membership (`member` false, issue 50) there is nothing to connect or invite to: only an
 * account still connected shows, with its role's state and Disconnect.
 */
export function DiscordConnectionPanel({ member = true }: { member?: boolean }) {
  return (
    <QueryScope>
      <ConnectionSection member={member} />
    </QueryScope>
  );
}

function ConnectionSection({ member }: { member: boolean }) {
  const connection = useDiscordConnection();
  if (!member && !connection.data?.connected) return null;
  return (
    <section aria-labelledby="discord-connection-title" className={styles.panel}>
      <h2 id="discord-connection-title" className={styles.title}>
        {TEXT.heading}
      </h2>
      <ConnectionBody member={member} />
    </section>
  );
}

function ConnectionBody({ member }: { member: boolean }) {
  const connection = useDiscordConnection();
  const disconnect = useDisconnectDiscord();
  const [notice, setNotice] = useState<{ tone: "info" | "danger"; text: string } | null>(null);

  if (connection.isPending) return <Spinner label={TEXT.loading} />;
  if (connection.isError)
    return (
      <>
        <InlineAlert tone="danger">{TEXT.loadFailed}</InlineAlert>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void connection.refetch()}>
            {TEXT.retry}
          </Button>
        </div>
      </>
    );
  const { data } = connection;
  const alert = notice ? <InlineAlert tone={notice.tone}>{notice.text}</InlineAlert> : null;
  if (!data.connected)
    return (
      <>
        {alert}
        <p className={styles.text}>{TEXT.intro}</p>
        <div className={styles.actions}>
          <Button asChild>
            <Link to={CONNECT_PATH}>{TEXT.connect}</Link>
          </Button>
        </div>
        <InviteButton />
      </>
    );
  return (
    <>
      {alert}
      <p className={styles.name}>{TEXT.connectedAs(data.username ?? "")}</p>
      {data.role ? (
        <InlineAlert tone={roleTone(data.role)}>{roleLine(data.role)}</InlineAlert>
      ) : (
        <p className={styles.text}>{TEXT.noRole}</p>
      )}
      <div className={styles.actions}>
        {member ? (
          <Button asChild variant="secondary">
            <Link to={CONNECT_PATH}>{TEXT.reconnect}</Link>
          </Button>
        ) : null}
        <Button
          variant="secondary"
          busy={disconnect.isPending}
          onClick={() =>
            disconnect.mutate(
              {},
              {
                onSuccess: () => setNotice({ tone: "info", text: TEXT.disconnected }),
                onError: (error) =>
                  setNotice({ tone: "danger", text: errorMessage(error, TEXT.disconnectFailed) }),
              },
            )
          }
        >
          {TEXT.disconnect}
        </Button>
      </div>
      {member ? <InviteButton /> : null}
    </>
  );
}
