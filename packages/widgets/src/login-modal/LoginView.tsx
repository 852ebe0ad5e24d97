import { LOGIN_INVALID_CREDENTIALS } from "@academy/api";
import { Button } from "@academy/ui";
import { LoginForm, type LoginFailure } from "../shared/LoginForm/LoginForm.tsx";
import { LOGIN_MODAL_TEXT as TEXT } from "./constants.ts";
import * as styles from "./LoginModal.css.ts";

export interface LoginViewProps {
  email: string;
  password: string;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
}

const FORM_TEXT = {
  email: TEXT.email,
  password: TEXT.password,
  submit: TEXT.login,
  busy: TEXT.loggingIn,
};

/** academy.md §8: "Login failed: Invalid credentials" (or "Server error"). */
function failureMessage({ status, message }: LoginFailure): string {
  // A 422 is the server's field validation: its wording is for developers, not visitors.
  return `${TEXT.loginFailedPrefix}${status === 422 ? LOGIN_INVALID_CREDENTIALS : message}`;
}

/**
 * The Student Login's words around the shared login form. Empty or malformed fields are
 * answered beside the field before any request (issue #18); on success the session's user
 * closes the modal.
 */
export function LoginView({
  email,
  password,
  onEmailChange,
  onPasswordChange,
  onForgotPassword,
  onCreateAccount,
}: LoginViewProps) {
  return (
    <LoginForm
      aria-label={TEXT.title}
      text={FORM_TEXT}
      blankFields="explain"
      failureMessage={failureMessage}
      email={email}
      onEmailChange={onEmailChange}
      password={password}
      onPasswordChange={onPasswordChange}
      secondaryAction={
        <Button variant="link" onClick={onForgotPassword}>
          {TEXT.forgotPassword}
        </Button>
      }
      footer={
        <p className={styles.switchLine}>
          {TEXT.noAccount}{" "}
          <Button variant="link" onClick={onCreateAccount}>
            {TEXT.createAccount}
          </Button>
        </p>
      }
    />
  );
}
