import { useSession, type User } from "@academy/api";
import {
  Button,
  Field,
  InlineAlert,
  PasswordInput,
  PasswordStrength,
  TextInput,
} from "@academy/ui";
import { useRef, useState, type FormEvent } from "react";
import { LOGIN_MODAL_TEXT as TEXT } from "./constants.ts";
import * as styles from "../shared/LoginForm/LoginForm.css.ts";
import { useMounted } from "../shared/useMounted.ts";
import {
  emailProblem,
  FIELD_MESSAGES,
  MINIMUM_PASSWORD_LENGTH,
} from "../shared/fieldValidation.ts";

export interface SignUpViewProps {
  onBackToLogin: () => void;
  /** The new account, signed in (the modal is closing). */
  onSignedUp?: ((user: User) => void) | undefined;
}

interface FieldErrors {
  fullName: string | null;
  email: string | null;
  password: string | null;
}

const NO_ERRORS: FieldErrors = { fullName: null, email: null, password: null };

/**
 * Create account (issue #14): full name, e-mail and a password with the spec's strength meter,
 * through POST /auth/register; the new account is signed in at once, which closes the modal.
 */
export function SignUpView({ onBackToLogin, onSignedUp }: SignUpViewProps) {
  const { register } = useSession();
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(NO_ERRORS);
  const fullNameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const mounted = useMounted();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const details = { full_name: fullName.trim(), email: email.trim(), password };
    const problems: FieldErrors = {
      fullName: details.full_name === "" ? FIELD_MESSAGES.fullNameMissing : null,
      email: emailProblem(details.email),
      password: password.length < MINIMUM_PASSWORD_LENGTH ? FIELD_MESSAGES.passwordTooShort : null,
    };
    setFieldErrors(problems);
    setError(null);
    const inOrder = [
      [problems.fullName, fullNameInput],
      [problems.email, emailInput],
      [problems.password, passwordInput],
    ] as const;
    const invalid = inOrder.find(([problem]) => problem !== null);
    if (invalid) {
      invalid[1].current?.focus();
      return;
    }
    setBusy(true);
    const outcome = await register(details);
    // Signed in: the user now exists, so the modal closes itself and this view unmounts.
    if (outcome.ok) {
      onSignedUp?.(outcome.user);
      return;
    }
    if (!mounted.current) return;
    // 409 says the e-mail is taken, in words meant for people; a 422 is the server's field
    // validation, worded for developers (issue #18), so it gets the general message.
    setError(
      outcome.status === 422 || outcome.message === "" ? TEXT.signUpFailed : outcome.message,
    );
    setBusy(false);
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label={TEXT.signUpTitle}>
      <Field label={TEXT.fullName} required error={fieldErrors.fullName}>
        <TextInput
          ref={fullNameInput}
          name="full_name"
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
      </Field>
      <Field label={TEXT.email} required error={fieldErrors.email}>
        <TextInput
          ref={emailInput}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label={TEXT.password} hint={TEXT.passwordHint} required error={fieldErrors.password}>
        <PasswordInput
          ref={passwordInput}
          name="new_password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <PasswordStrength password={password} />
      {error ? <InlineAlert tone="danger">{error}</InlineAlert> : null}
      <div className={styles.row}>
        <Button variant="link" onClick={onBackToLogin}>
          {TEXT.haveAccount}
        </Button>
        <Button type="submit" busy={busy} busyLabel={TEXT.creatingAccount}>
          {TEXT.createAccount}
        </Button>
      </div>
    </form>
  );
}
