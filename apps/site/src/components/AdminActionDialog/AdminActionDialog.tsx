import { errorMessage } from "@academy/api";
import { Button, ConfirmDialog, Field, InlineAlert, Textarea } from "@academy/ui";
import { useState, type ReactNode } from "react";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import * as styles from "./AdminActionDialog.css.ts";

/** What every console action sends: why, and its one key (a double click acts once). */
export interface AdminWhy {
  reason: string;
  idempotency_key: string;
}

export interface AdminActionDialogProps {
  /** The trigger's words and the dialog's question. */
  label: string;
  person: string;
  tone?: "danger" | "primary";
  /** Fields of the action's own (an amount, days), shown above the reason. */
  children?: ReactNode;
  /** Checks the action's own fields; answers an error to show, or null. */
  validate?: () => string | null;
  onConfirm: (why: AdminWhy) => Promise<unknown>;
}

const newKey = () => `console-${crypto.randomUUID()}`;

/**
 * A console action behind a confirmation that asks why (required, written to the audit log).
 * One idempotency key per opening: the confirm button pressed twice, or the request retried,
 * does it once; a new opening is a new intention and a new key.
 */
export function AdminActionDialog({
  label,
  person,
  tone = "danger",
  children,
  validate,
  onConfirm,
}: AdminActionDialogProps) {
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const invalid = reason.trim().length < 3 ? TEXT.reasonRequired : (validate?.() ?? null);
    setError(invalid);
    if (invalid) throw new Error(invalid);
    try {
      await onConfirm({ reason: reason.trim(), idempotency_key: key });
    } catch (caught) {
      setError(errorMessage(caught, TEXT.failed));
      throw caught;
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant={tone === "danger" ? "secondary" : "primary"} size="sm">
          {label}
        </Button>
      }
      title={TEXT.confirmTitle(label)}
      description={TEXT.confirmText(label, person)}
      confirmLabel={label}
      tone={tone}
      onOpenChange={(open) => {
        if (!open) return;
        setReason("");
        setError(null);
        setKey(newKey());
      }}
      onConfirm={confirm}
    >
      <div className={styles.fields}>
        {children}
        <Field label={TEXT.reason} required>
          <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
        </Field>
        {error ? <InlineAlert tone="danger">{error}</InlineAlert> : null}
      </div>
    </ConfirmDialog>
  );
}
