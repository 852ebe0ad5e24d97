import { useSession, type LoginOutcome, type User } from "@academy/api";
import {
  Button,
  Field,
  InlineAlert,
  PasswordInput,
  TextInput,
  type ButtonProps,
} from "@academy/ui";
import {
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type ReactNode,
} from "react";
import { emailProblem, FIELD_MESSAGES } from "../fieldValidation.ts";
import { useMounted } from "../useMounted.ts";
import * as styles from "./LoginForm.css.ts";

/** A refused login: the server's status (null when unreachable) and its message. */
export type LoginFailure = Extract<LoginOutcome, { ok: false }>;

/** The words of one place's login form: each place has its own in the spec. */
export interface LoginFormText {
  email: string;
  password: string;
  submit: string;
  /** The submit button's label while the login is under way. */
  busy: string;
  /** Help under the password field. */
  passwordHint?: string;
}

export interface LoginFormProps extends Omit<
  ComponentPropsWithoutRef<"form">,
  "onSubmit" | "children"
> {
  text: LoginFormText;
  /** The alert shown for a refused login, in the place's own words. */
  failureMessage: (failure: LoginFailure) => string;
  /**
   * Blank fields: "explain" answers blank or malformed fields beside them before any request
   * (the Student Login, academy.md §5 and issue #18); "disable" keeps the submit button disabled
   * while either field is blank after trimming (the portal and Discord logins, investor-tools.md §5).
   */
  blankFields: "explain" | "disable";
  /** After a successful login (the session already holds the user). */
  onSignedIn?: (user: User) => void;
  /** After a refused login, with the alert's message (the portal also toasts it). */
  onFailed?: (message: string) => void;
  /** Controlled e-mail, for a place that carries it to another view (the reset view). */
  email?: string;
  onEmailChange?: (value: string) => void;
  password?: string;
  onPasswordChange?: (value: string) => void;
  /** Beside the submit button (the Student Login's "Forgot password?"). */
  secondaryAction?: ReactNode;
  /** Below the buttons (the sign-up line, the portal's cancellation notice). */
  footer?: ReactNode;
  submitSize?: ButtonProps["size"];
}

interface FieldErrors {
  email: string | null;
  password: string | null;
}

const NO_ERRORS: FieldErrors = { email: null, password: null };

/** A value that is controlled when the place passes one, and kept here otherwise. */
function useMaybeControlled(value: string | undefined, onChange?: (value: string) => void) {
  const [own, setOwn] = useState("");
  return [value ?? own, onChange ?? setOwn] as const;
}

/**
 * The one e-mail and password form of the product (Student Login, the Discord members' login,
 * the subscription portal): it signs in through the session; each place brings its own words.
 */
export function LoginForm({
  text,
  failureMessage,
  blankFields,
  onSignedIn,
  onFailed,
  email: emailValue,
  onEmailChange,
  password: passwordValue,
  onPasswordChange,
  secondaryAction,
  footer,
  submitSize,
  className,
  ...formProps
}: LoginFormProps) {
  const { login } = useSession();
  const [email, setEmail] = useMaybeControlled(emailValue, onEmailChange);
  const [password, setPassword] = useMaybeControlled(passwordValue, onPasswordChange);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(NO_ERRORS);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const mounted = useMounted();
  const blank = email.trim() === "" || password.trim() === "";

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    setError(null);
    if (blankFields === "explain") {
      const problems: FieldErrors = {
        email: emailProblem(trimmed),
        password: password === "" ? FIELD_MESSAGES.passwordMissing : null,
      };
      setFieldErrors(problems);
      if (problems.email) return emailInput.current?.focus();
      if (problems.password) return passwordInput.current?.focus();
    } else if (blank) {
      return;
    }
    setBusy(true);
    const outcome = await login({ email: trimmed, password });
    // A signed-in user often unmounts the form (the modal closes, the portal shows the card):
    // the place still hears of it, but nothing here is set any more.
    if (outcome.ok) {
      onSignedIn?.(outcome.user);
      if (mounted.current) setBusy(false);
      return;
    }
    const message = failureMessage(outcome);
    onFailed?.(message);
    if (!mounted.current) return;
    setBusy(false);
    setError(message);
  }

  const submit = (
    <Button
      type="submit"
      size={submitSize}
      busy={busy}
      busyLabel={text.busy}
      disabled={blankFields === "disable" && blank}
    >
      {text.submit}
    </Button>
  );

  return (
    // academy.md §5: required and typed as e-mail, but native validation is skipped; the fields'
    // own messages (or the disabled button) say what is missing.
    <form
      {...formProps}
      className={className ? `${styles.form} ${className}` : styles.form}
      noValidate
      onSubmit={handleSubmit}
    >
      <Field label={text.email} required error={fieldErrors.email}>
        <TextInput
          ref={emailInput}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label={text.password} required hint={text.passwordHint} error={fieldErrors.password}>
        <PasswordInput
          ref={passwordInput}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      {error ? <InlineAlert tone="danger">{error}</InlineAlert> : null}
      {secondaryAction ? (
        <div className={styles.row}>
          {secondaryAction}
          {submit}
        </div>
      ) : (
        submit
      )}
      {footer}
    </form>
  );
}
