import { Button, InlineAlert } from "@academy/ui";
import type { SiteForm } from "../../lib/useSiteForm.ts";

export interface SiteFormSubmitProps {
  /** The form (from useSiteForm) whose sending state and failure this shows. */
  form: Pick<SiteForm<never>, "status" | "failure">;
  label: string;
  /** The button's label while the form is sending. */
  busyLabel: string;
  /** For the row around the button. */
  className?: string;
}

/**
 * The end of a site form (academy.md §8): why the last try failed, in red above the submit
 * button, and the button itself, busy while the form is sending.
 */
export function SiteFormSubmit({ form, label, busyLabel, className }: SiteFormSubmitProps) {
  return (
    <>
      {form.failure ? <InlineAlert tone="danger">{form.failure}</InlineAlert> : null}
      <div className={className}>
        <Button type="submit" busy={form.status === "sending"} busyLabel={busyLabel}>
          {label}
        </Button>
      </div>
    </>
  );
}
