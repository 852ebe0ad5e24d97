import { ApiError, callApi, errorMessage, useApi } from "@academy/api";
import { Button, Field, InlineAlert, PasswordInput, PasswordStrength } from "@academy/ui";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { LOGIN_PATH } from "../../constants.ts";
import { RESET_PASSWORD as TEXT } from "../../pageText.ts";
import { safeRedirect } from "../../lib/safeRedirect.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { ACTION_CONFIRMATION_TEXT } from "../../components/ActionConfirmation/actionConfirmationText.ts";
import { useConfirmAction } from "../../components/ActionConfirmation/useConfirmAction.ts";
import * as forms from "../../styles/forms.css.ts";
import * as styles from "./ResetPasswordPage.css.ts";

/** The first rule of academy.md §5 the form breaks, or null. */
export function validateReset(token: string, password: string, confirm: string): string | null {
  if (!token) return TEXT.missingToken;
  if (password !== confirm) return TEXT.mismatch;
  if (password.length < TEXT.minLength) return TEXT.tooShort;
  return null;
}

type Status = "form" | "submitting" | "success";

/**
 * /reset-password (academy.md §2, §4, §5, §8): reads `token` and an optional `redirect`
 * (home with the login modal by default), checks the passwords, shows their strength, and
 * after a successful reset goes to the redirect 2 seconds later.
 */
export function ResetPasswordPage() {
  usePageTitle(TEXT.title);
  const { client } = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  // A link that carries the plain home page (mailed before issue 50) goes to the default, the
  // login prompt: the new password is for signing in.
  const target = safeRedirect(params.get("redirect"), TEXT.defaultRedirect);
  const redirect = target === "/" ? TEXT.defaultRedirect : target;
  const confirmAction = useConfirmAction();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [status, setStatus] = useState<Status>("form");
  const [error, setError] = useState<string | null>(token ? null : TEXT.missingToken);

  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => {
      // Issue 50: the page it goes to says so too (the success line goes with this page).
      confirmAction(ACTION_CONFIRMATION_TEXT.passwordReset);
      void navigate(redirect, { replace: true });
    }, TEXT.redirectDelayMs);
    return () => clearTimeout(timer);
  }, [status, navigate, redirect, confirmAction]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== "form") return;
    const problem = validateReset(token, password, confirm);
    setError(problem);
    if (problem) return;
    setStatus("submitting");
    try {
      await callApi(() =>
        client.POST("/reset-password", { body: { token, new_password: password } }),
      );
      setStatus("success");
      return;
    } catch (failure) {
      // The server's reason when it answered; no answer at all is the network.
      setError(
        failure instanceof ApiError && failure.status !== null
          ? errorMessage(failure.body, TEXT.failed)
          : TEXT.network,
      );
    }
    setStatus("form");
  }

  return (
    <section className={styles.page} aria-labelledby="reset-title">
      <div className={styles.card}>
        <h1 id="reset-title" className={styles.title}>
          {TEXT.title}
        </h1>
        <p className={styles.intro}>{TEXT.intro}</p>
        {status === "success" ? (
          <InlineAlert tone="success">{TEXT.success}</InlineAlert>
        ) : (
          <form
            className={forms.form}
            noValidate
            onSubmit={handleSubmit}
            aria-labelledby="reset-title"
          >
            <Field label={TEXT.newPassword} required>
              <PasswordInput
                name="new-password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            <PasswordStrength password={password} />
            <Field label={TEXT.confirmPassword} required>
              <PasswordInput
                name="confirm-password"
                autoComplete="new-password"
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
              />
            </Field>
            {error ? <InlineAlert tone="danger">{error}</InlineAlert> : null}
            <Button
              type="submit"
              fullWidth
              busy={status === "submitting"}
              busyLabel={TEXT.submitting}
            >
              {TEXT.submit}
            </Button>
          </form>
        )}
        <p className={styles.back}>
          <Link to={LOGIN_PATH} className={styles.backLink}>
            {TEXT.backToLogin}
          </Link>
        </p>
      </div>
    </section>
  );
}
