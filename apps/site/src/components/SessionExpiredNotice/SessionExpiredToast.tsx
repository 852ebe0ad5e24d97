import { SESSION_EXPIRED_MESSAGE } from "@academy/api";
import { Toast, ToastProvider } from "@academy/ui";
import { useEffect, useState } from "react";
import { useLatest } from "../../lib/useLatest.ts";

export interface SessionExpiredToastProps {
  /** Called once the message is on screen: the login modal opens after it, not before. */
  onShown: () => void;
  /** Called when the toast has gone (its time is up, or it was dismissed). */
  onClosed: () => void;
}

/** The refused-refresh message of academy.md §8, as an error toast (announced at once). */
export function SessionExpiredToast({ onShown, onClosed }: SessionExpiredToastProps) {
  const [open, setOpen] = useState(true);
  const shown = useLatest(onShown);
  useEffect(() => {
    shown.current();
  }, [shown]);
  return (
    <ToastProvider>
      <Toast
        tone="error"
        title={SESSION_EXPIRED_MESSAGE}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClosed();
        }}
      />
    </ToastProvider>
  );
}
