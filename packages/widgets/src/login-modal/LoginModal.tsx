import { useApi, useSession } from "@academy/api";
import {
  Button,
  Dialog,
  Field,
  InlineAlert,
  PasswordInput,
  TextInput,
  BUSY_LABELS,
} from "@academy/ui";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { LOGIN_MODAL_TEXT as TEXT, RESET_MESSAGE_MS } from "./constants.ts";
import * as styles from "./LoginModal.css.ts";

export interface LoginModalProps {
  open: boolean;
  /** Called with false when the visitor closes the modal, and once a user exists. */
  onOpenChange: (open: boolean) => void;
  /**
   * The path the reset link should return to (sent as `originPage`). Defaults to the current
   * location's path when the reset is requested.
   */
  originPage?: string;
  /** Where the dialog portals to; inside a shadow root pass an element of that root. */
  container?: HTMLElement | null;
}

type View = "login" | "reset";
type ResetMessage = { tone: "success" | "danger"; text: string } | null;

/**
 * The Student Login modal (academy.md §2, §4): e-mail and password, Forgot password?, Login;
 * a Reset Password view whose outcome shows for 3 seconds. It closes by itself once a user
 * exists. Needs an ApiProvider and a SessionProvider above it.
 */
export function LoginModal({ open, onOpenChange, originPage, container }: LoginModalProps) {
  const { user } = useSession();

  // academy.md §2: the modal closes by itself once a user exists.
  useEffect(() => {
    if (open && user) onOpenChange(false);
  }, [open, user, onOpenChange]);

  const isOpen = open && !user;
  const [view, setView] = useState<View>("login");
  // Every opening starts on the login view.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) setView("login");
  }
  const reset = view === "reset";
  return (
    <Dialog
      open={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      container={container ?? null}
      title={reset ? TEXT.resetTitle : TEXT.title}
      description={reset ? TEXT.resetDescription : TEXT.description}
    >
      {/* Mounted only while open, so every opening starts with empty fields. */}
      {isOpen ? (
        <LoginModalBody view={view} onViewChange={setView} originPage={originPage} />
      ) : null}
    </Dialog>
  );
}

interface LoginModalBodyProps {
  view: View;
  onViewChange: (view: View) => void;
  originPage: string | undefined;
}

function LoginModalBody({ view, onViewChange: setView, originPage }: LoginModalBodyProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [resetEmail, setResetEmail] = useState("");
  return view === "login" ? (
    <LoginView
      email={email}
      password={password}
      onEmailChange={setEmail}
      onPasswordChange={setPassword}
      onForgotPassword={() => setView("reset")}
    />
  ) : (
    <ResetView
      email={resetEmail}
      onEmailChange={setResetEmail}
      originPage={originPage}
      onBackToLogin={() => setView("login")}
    />
  );
}

interface LoginViewProps {
  email: string;
  password: string;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onForgotPassword: () => void;
}

function LoginView({
  email,
  password,
  onEmailChange,
  onPasswordChange,
  onForgotPassword,
}: LoginViewProps) {
  const { login } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useMounted();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await login({ email: email.trim(), password });
    // On success the session's user closes the modal, which unmounts this view.
    if (!mounted.current) return;
    setBusy(false);
    if (!outcome.ok) setError(`${TEXT.loginFailedPrefix}${outcome.message}`);
  }

  return (
    // academy.md §5: required and typed as e-mail, but native validation is skipped.
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label={TEXT.title}>
      <Field label={TEXT.email} required>
        <TextInput
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      </Field>
      <Field label={TEXT.password} required>
        <PasswordInput
          name="password"
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
    </form>
  );
}

interface ResetViewProps {
  email: string;
  onEmailChange: (value: string) => void;
  originPage: string | undefined;
  onBackToLogin: () => void;
}

function ResetView({ email, onEmailChange, originPage, onBackToLogin }: ResetViewProps) {
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
      const { data } = await client.POST("/forgot-password", {
        body: { email: email.trim(), originPage: originPage ?? currentPath() },
      });
      ok = data !== undefined;
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

/** Whether the component is still mounted, for answers that arrive after it closed. */
function useMounted() {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
