import { useSession } from "@academy/api";
import { Button, Dialog, Field, InlineAlert, PasswordInput, TextInput } from "@academy/ui";
import { useState, type FormEvent } from "react";
import { DISCORD_PAGE_TEXT } from "./discordPageText.ts";
import * as styles from "./DiscordPage.css.ts";

const TEXT = DISCORD_PAGE_TEXT.login;

export interface DiscordLoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful sign-in (the page goes to the portal). */
  onSignedIn: () => void;
}

/** investor-tools.md §2, §8: the members' login modal; a failure shows the alert "Invalid credentials". */
export function DiscordLoginDialog({ open, onOpenChange, onSignedIn }: DiscordLoginDialogProps) {
  const { login } = useSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    const outcome = await login({ email: email.trim(), password });
    setBusy(false);
    if (outcome.ok) onSignedIn();
    else setFailed(true);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={TEXT.title}
      description={TEXT.description}
    >
      <form className={styles.loginForm} onSubmit={handleSubmit} aria-label={TEXT.title}>
        {failed ? <InlineAlert tone="danger">{TEXT.invalid}</InlineAlert> : null}
        <Field label={TEXT.email} required>
          <TextInput
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label={TEXT.password} required>
          <PasswordInput
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Button
          type="submit"
          busy={busy}
          busyLabel={TEXT.busy}
          disabled={email.trim() === "" || password.trim() === ""}
        >
          {TEXT.submit}
        </Button>
      </form>
    </Dialog>
  );
}
