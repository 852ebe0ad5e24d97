import { useSession } from "@academy/api";
import { Button, Dialog, DialogClose, Field, InlineAlert, PasswordInput } from "@academy/ui";
import { useState, type FormEvent } from "react";
import * as styles from "./PasswordConfirmation.css.ts";
import { PASSWORD_CONFIRMATION_TEXT as TEXT } from "./passwordConfirmationText.ts";

export interface PasswordConfirmDialogProps {
  /** The signed-in account's e-mail: the password is checked by signing in again. */
  email: string;
  /** True once signed in again with the password; false when the user gives up. */
  onDone: (confirmed: boolean) => void;
  /** Where the dialog portals to (Storybook and tests may give one). */
  container?: HTMLElement | null;
}

/**
 * Asks for the password before a change to what the account pays with or for (issue 45): the
 * server wants one proved within 15 minutes. Signing in again gives a fresh session, and the
 * change the user asked for is then sent again on its own.
 */
export function PasswordConfirmDialog({ email, onDone, container }: PasswordConfirmDialogProps) {
  const { login } = useSession();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password === "") {
      setProblem(TEXT.missing);
      return;
    }
    setBusy(true);
    const outcome = await login({ email, password });
    setBusy(false);
    if (outcome.ok) onDone(true);
    else setProblem(outcome.message);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onDone(false);
      }}
      preventClose={busy}
      title={TEXT.title}
      description={TEXT.description}
      size="sm"
      container={container}
    >
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <Field label={TEXT.password} required error={problem}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            // The dialog exists only to take this one field.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={password}
            readOnly={busy}
            onChange={(event) => {
              setPassword(event.target.value);
              setProblem(null);
            }}
          />
        </Field>
        <InlineAlert tone="info">{TEXT.forgot}</InlineAlert>
        <div className={styles.actions}>
          <DialogClose asChild>
            <Button type="button" variant="secondary" disabled={busy}>
              {TEXT.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" busy={busy} busyLabel={TEXT.confirming}>
            {TEXT.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
