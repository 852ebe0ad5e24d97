import { errorMessage, QueryScope, useSession, useStartDiscordConnect } from "@academy/api";
import { Button, InlineAlert, Spinner } from "@academy/ui";
import { useEffect, useRef } from "react";
import { useLoginModal } from "../../components/LoginModalHost/useLoginModal.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { CONNECT_TEXT as TEXT } from "./discordConnectText.ts";
import * as styles from "./DiscordConnect.css.ts";

/** Sends the browser to the consent screen (assign, so tests can watch it). */
export const goTo = { assign: (url: string) => window.location.assign(url) };

/**
 * /discord/connect: where every "Connect Discord" step points (join modal, welcome mail,
 * portal, account). A signed-in member gets a new round trip (a state bound to them) and is
 * sent to Discord's consent screen, or offline to the stand-in's; anyone else signs in first.
 */
export function DiscordConnectPage() {
  usePageTitle(TEXT.connectTitle);
  const { user, status } = useSession();
  const login = useLoginModal();
  return (
    <section className={styles.root} aria-labelledby="discord-connect-title">
      <h1 id="discord-connect-title" className={styles.title}>
        {TEXT.connectTitle}
      </h1>
      {status === "loading" ? <Spinner label={TEXT.going} /> : null}
      {status === "anonymous" ? (
        <>
          <p>{TEXT.signedOut}</p>
          <div className={styles.actions}>
            <Button onClick={login.open}>{TEXT.signIn}</Button>
          </div>
        </>
      ) : null}
      {user ? (
        <QueryScope>
          <StartConnect />
        </QueryScope>
      ) : null}
    </section>
  );
}

function StartConnect() {
  const start = useStartDiscordConnect();
  const started = useRef(false);
  const begin = () =>
    start.mutate({}, { onSuccess: (answer) => goTo.assign(answer.authorize_url) });
  useEffect(() => {
    // Once per visit (React's development double effect included): each start is a new state.
    if (started.current) return;
    started.current = true;
    begin();
  });
  if (start.isError)
    return (
      <>
        <InlineAlert tone="danger">{errorMessage(start.error, TEXT.startFailed)}</InlineAlert>
        <div className={styles.actions}>
          <Button onClick={begin}>{TEXT.retry}</Button>
        </div>
      </>
    );
  return (
    <p role="status">
      <Spinner size="sm" decorative /> {TEXT.going}
    </p>
  );
}
