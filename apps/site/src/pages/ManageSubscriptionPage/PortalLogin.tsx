import { useSession } from "@academy/api";
import { Button, Field, InlineAlert, PasswordInput, TextInput } from "@academy/ui";
import { useState, type FormEvent } from "react";
import { PORTAL_TEXT as TEXT } from "./portalText.ts";
import * as styles from "./ManageSubscriptionPage.css.ts";

export interface PortalLoginProps {
  onSignedIn: () => void;
  onFailed: (message: string) => void;
}

/**
 * investor-tools.md §2, §5, §8: Email, Password and "Access My Subscription" ("Loading..."),
 * disabled while either is blank after trimming; the help text names the welcome email and the
 * 48-hour notice.
 */
export function PortalLogin({ onSignedIn, onFailed }: PortalLoginProps) {
  const { login } = useSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    const outcome = await login({ email: email.trim(), password });
    setBusy(false);
    if (outcome.ok) return onSignedIn();
    setFailed(true);
    onFailed(TEXT.loginFailed);
  }

  return (
    <form className={styles.loginForm} onSubmit={handleSubmit} aria-labelledby="portal-heading">
      {failed ? <InlineAlert tone="danger">{TEXT.loginFailed}</InlineAlert> : null}
      <Field label={TEXT.email} required>
        <TextInput
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label={TEXT.password} required hint={TEXT.passwordHelp}>
        <PasswordInput
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button
        type="submit"
        size="lg"
        busy={busy}
        busyLabel={TEXT.submitBusy}
        disabled={email.trim() === "" || password.trim() === ""}
      >
        {TEXT.submit}
      </Button>
      <p className={styles.help}>{TEXT.noticeHelp}</p>
    </form>
  );
}
