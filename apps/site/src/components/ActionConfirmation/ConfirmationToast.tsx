import { Toast, ToastProvider } from "@academy/ui";
import { useState } from "react";

export interface ConfirmationToastProps {
  message: string;
  /** Its time is up or it was dismissed. */
  onClosed: () => void;
}

/** One success confirmation in the house's toast (announced politely, 5 s, dismissible). */
export function ConfirmationToast({ message, onClosed }: ConfirmationToastProps) {
  const [open, setOpen] = useState(true);
  return (
    <ToastProvider>
      <Toast
        tone="success"
        title={message}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClosed();
        }}
      />
    </ToastProvider>
  );
}
