import { LOGIN_INVALID_CREDENTIALS, useSession } from "@academy/api";
import { Button, Field, InlineAlert, PasswordInput, TextInput } from "@academy/ui";
import { useRef, useState, type FormEvent } from "react";
import { LOGIN_MODAL_TEXT as TEXT } from "./constants.ts";
import * as styles from "./LoginModal.css.ts";
import { useMounted } from "./useMounted.ts";
import { emailProblem, FIELD_MESSAGES } from "./validation.ts";

export interface LoginViewProps {
  email: string;
  password: string;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
}

interface FieldErrors {
  email: string | null;
  password: string | null;
}

const NO_ERRORS: FieldErrors = { email: null, password: null };

/**
 * E-mail and password. Empty or malformed fields are answered beside the field before any
 * request (issue #18: never the server's raw validation text).
 */
export function LoginView({
  email,
  password,
  onEmailChange,
  onPasswordChange,
  onForgotPassword,
  onCreateAccount,
}: LoginViewProps) {
  const { login } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(NO_ERRORS);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const mounted = useMounted();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    const problems: FieldErrors = {
      email: emailProblem(trimmed),
      password: password === "" ? FIELD_MESSAGES.passwordMissing : null,
    };
    setFieldErrors(problems);
    setError(null);
    if (problems.email) return emailInput.current?.focus();
    if (problems.password) return passwordInput.current?.focus();
    setBusy(true);
    const outcome = await login({ email: trimmed, password });
    // On success the session's user closes the modal, which unmounts this view.
    if (!mounted.current) return;
    setBusy(false);
    if (outcome.ok) return;
    // A 422 is the server's field validation: its wording is for developers, not visitors.
    const message = outcome.status === 422 ? LOGIN_INVALID_CREDENTIALS : outcome.message;
    setError(`${TEXT.loginFailedPrefix}${message}`);
  }

  return (
    // academy.md §5: required and typed as e-mail, but native validation is skipped.
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label={TEXT.title}>
      <Field label={TEXT.email} required error={fieldErrors.email}>
        <TextInput
          ref={emailInput}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      </Field>
      <Field label={TEXT.password} required error={fieldErrors.password}>
        <PasswordInput
          ref={passwordInput}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
      </Field>
      {error ? <InlineAlert tone="danger">{error}</InlineAlert> : null}
      <div className={styles.row}>
        <Button variant="link" onClick={onForgotPassword}>
          {TEXT.forgotPassword}
        </Button>
        <Button type="submit" busy={busy} busyLabel={TEXT.loggingIn}>
          {TEXT.login}
        </Button>
      </div>
      <p className={styles.switchLine}>
        {TEXT.noAccount}{" "}
        <Button variant="link" onClick={onCreateAccount}>
          {TEXT.createAccount}
        </Button>
      </p>
    </form>
  );
}
