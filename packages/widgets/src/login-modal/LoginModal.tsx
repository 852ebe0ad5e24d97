import { useSession, type User } from "@academy/api";
import { Dialog } from "@academy/ui";
import { useEffect, useState } from "react";
import { LOGIN_MODAL_TEXT as TEXT } from "./constants.ts";
import { LoginView } from "./LoginView.tsx";
import { ResetView } from "./ResetView.tsx";
import { SignUpView } from "./SignUpView.tsx";

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
  /** A new account was created and signed in (issue 50: the page confirms it). */
  onSignedUp?: (user: User) => void;
}

type View = "login" | "reset" | "signup";

/** Radix focuses the first tabbable element, the close button; the e-mail field is wanted. */
function focusFirstField(event: Event) {
  const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("input");
  if (!field) return;
  event.preventDefault();
  field.focus();
}

const HEADINGS: Record<View, { title: string; description: string }> = {
  login: { title: TEXT.title, description: TEXT.description },
  reset: { title: TEXT.resetTitle, description: TEXT.resetDescription },
  signup: { title: TEXT.signUpTitle, description: TEXT.signUpDescription },
};

/**
 * The Student Login modal (academy.md §2, §4): e-mail and password, Forgot password?, Login;
 * a Reset Password view whose outcome shows for 3 seconds; a Create account view (issue #14).
 * It closes by itself once a user exists. Needs an ApiProvider and a SessionProvider above it.
 */
export function LoginModal({
  open,
  onOpenChange,
  originPage,
  container,
  onSignedUp,
}: LoginModalProps) {
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
  return (
    <Dialog
      open={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      container={container ?? null}
      title={HEADINGS[view].title}
      description={HEADINGS[view].description}
      // Typing starts in the first field, not on the close button (issue 50).
      onOpenAutoFocus={focusFirstField}
    >
      {/* Mounted only while open, so every opening starts with empty fields. */}
      {isOpen ? (
        <LoginModalBody
          view={view}
          onViewChange={setView}
          originPage={originPage}
          onSignedUp={onSignedUp}
        />
      ) : null}
    </Dialog>
  );
}

interface LoginModalBodyProps {
  view: View;
  onViewChange: (view: View) => void;
  originPage: string | undefined;
  onSignedUp: ((user: User) => void) | undefined;
}

function LoginModalBody({
  view,
  onViewChange: setView,
  originPage,
  onSignedUp,
}: LoginModalBodyProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [resetEmail, setResetEmail] = useState("");
  if (view === "signup")
    return <SignUpView onBackToLogin={() => setView("login")} onSignedUp={onSignedUp} />;
  return view === "login" ? (
    <LoginView
      email={email}
      password={password}
      onEmailChange={setEmail}
      onPasswordChange={setPassword}
      onForgotPassword={() => setView("reset")}
      onCreateAccount={() => setView("signup")}
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
