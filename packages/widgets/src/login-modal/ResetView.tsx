import { callApi, useApi } from "@academy/api";
import { BUSY_LABELS, Button, Field, InlineAlert, TextInput } from "@academy/ui";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { LOGIN_MODAL_TEXT as TEXT, RESET_MESSAGE_MS } from "./constants.ts";
import * as styles from "../shared/LoginForm/LoginForm.css.ts";
import { useMounted } from "../shared/useMounted.ts";

type ResetMessage = { tone: "success" | "danger"; text: string } | null;

export interface ResetViewProps {
  email: string;
  onEmailChange: (value: string) => void;
  originPage: string | undefined;
  onBackToLogin: () => void;
}

/** The Reset Password view (academy.md §2, §4): its outcome shows for 3 seconds. */
export function ResetView({ email, onEmailChange, originPage, onBackToLogin }: ResetViewProps) {
  const { client } = useApi();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ResetMessage>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useMounted();

  useEffect(() => () => clearTimeout(timer.current), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // academy.md §5: an empty reset e-mail blocks submission silently.
    if (email.trim() === "" || busy) return;
    setBusy(true);
    clearTimeout(timer.current);
    setMessage(null);
    let ok = false;
    try {
      await callApi(() =>
        client.POST("/forgot-password", {
          body: { email: email.trim(), originPage: originPage ?? currentPath() },
        }),
      );
      ok = true;
    } catch {
      ok = false;
    }
    if (!mounted.current) return;
    setBusy(false);
    if (ok) {
      // academy.md §4: the message shows 3 seconds, the field clears, the view returns to login.
      setMessage({ tone: "success", text: TEXT.resetSuccess });
      timer.current = setTimeout(() => {
        onEmailChange("");
        setMessage(null);
        onBackToLogin();
      }, RESET_MESSAGE_MS);
    } else {
      setMessage({ tone: "danger", text: TEXT.resetFailure });
      timer.current = setTimeout(() => setMessage(null), RESET_MESSAGE_MS);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label={TEXT.resetTitle}>
      <Field label={TEXT.resetEmail} required>
        <TextInput
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      </Field>
      {message ? <InlineAlert tone={message.tone}>{message.text}</InlineAlert> : null}
      <div className={styles.row}>
        <Button variant="link" onClick={onBackToLogin}>
          {TEXT.backToLogin}
        </Button>
        <Button type="submit" busy={busy} busyLabel={BUSY_LABELS.sending}>
          {TEXT.sendResetLink}
        </Button>
      </div>
    </form>
  );
}

function currentPath(): string {
  return typeof window === "undefined" ? "/" : window.location.pathname;
}
