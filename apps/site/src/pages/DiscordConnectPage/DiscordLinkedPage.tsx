import {
  errorMessage,
  QueryScope,
  useDiscordConnection,
  useLinkDiscord,
  useSession,
} from "@academy/api";
import { Button, InlineAlert, Spinner } from "@academy/ui";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import {
  CONNECT_PATH,
  roleLine,
  roleTone,
} from "../../components/DiscordConnection/discordConnectionText.ts";
import { useLoginModal } from "../../components/LoginModalHost/useLoginModal.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { CONNECT_TEXT as TEXT } from "./discordConnectText.ts";
import * as styles from "./DiscordConnect.css.ts";

/**
 * /discord/linked: Discord's OAuth2 redirect comes back here with `code` and `state` (or
 * `error`). The code and state go to the server once; the page then shows who is connected and
 * where the role stands, or a clear error with a way to try again.
 */
export function DiscordLinkedPage() {
  usePageTitle(TEXT.linkedTitle);
  const [params] = useSearchParams();
  const { user, status } = useSession();
  const login = useLoginModal();
  const error = params.get("error");
  const code = params.get("code");
  const state = params.get("state");
  let body;
  if (error !== null)
    body = (
      <Failure
        message={
          error === "access_denied"
            ? TEXT.cancelled
            : TEXT.discordError(params.get("error_description") ?? error)
        }
      />
    );
  else if (!code || !state) body = <Failure message={TEXT.missingCode} />;
  else if (status === "loading") body = <Spinner label={TEXT.linking} />;
  else if (!user)
    body = (
      <div className={styles.actions}>
        <Button onClick={login.open}>{TEXT.signIn}</Button>
      </div>
    );
  else
    body = (
      <QueryScope>
        <SendCode code={code} state={state} />
      </QueryScope>
    );
  return (
    <section className={styles.root} aria-labelledby="discord-linked-title">
      <h1 id="discord-linked-title" className={styles.title}>
        {TEXT.linkedTitle}
      </h1>
      {body}
    </section>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <>
      <InlineAlert tone="danger">{message}</InlineAlert>
      <div className={styles.actions}>
        <Button asChild>
          <Link to={CONNECT_PATH}>{TEXT.retry}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/manage-subscription">{TEXT.manage}</Link>
        </Button>
      </div>
    </>
  );
}

/** Sends the code and state once, then follows the role until it settles. */
function SendCode({ code, state }: { code: string; state: string }) {
  const link = useLinkDiscord();
  const sent = useRef(false);
  useEffect(() => {
    // A state is good once: never send it twice (React's development double effect included).
    if (sent.current) return;
    sent.current = true;
    link.mutate({ body: { code, state } });
  });
  const connection = useDiscordConnection({ enabled: link.isSuccess });
  if (link.isError) return <Failure message={errorMessage(link.error, TEXT.linkFailed)} />;
  if (!link.isSuccess) return <Spinner label={TEXT.linking} />;
  const role = connection.data?.role;
  return (
    <>
      <InlineAlert tone="success">{TEXT.connectedAs(link.data.username)}</InlineAlert>
      {role ? <InlineAlert tone={roleTone(role)}>{roleLine(role)}</InlineAlert> : null}
      {connection.isSuccess && !role ? <p>{TEXT.noRole}</p> : null}
      <div className={styles.actions}>
        {/* Issue 50: straight into the server, where the role now shows. */}
        <Button asChild>
          <a href={link.data.server_url} rel="noopener">
            {TEXT.openServer}
          </a>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/manage-subscription">{TEXT.manage}</Link>
        </Button>
      </div>
    </>
  );
}
