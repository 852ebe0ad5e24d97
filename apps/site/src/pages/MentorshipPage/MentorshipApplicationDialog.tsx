import { Dialog } from "@academy/ui";
import { MentorshipApplication } from "./MentorshipApplication.tsx";
import { MENTORSHIP_TEXT as TEXT } from "./mentorshipContent.ts";

export interface MentorshipApplicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Apply for Mentorship modal and its form: loaded from the page on the first click of an
 * Apply button (MentorshipPage), so the dialog and the form stay out of the page's first load
 * (issue #30). The form mounts afresh at each opening.
 */
export function MentorshipApplicationDialog({
  open,
  onOpenChange,
}: MentorshipApplicationDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={TEXT.formTitle}
      description={TEXT.formDescription}
      size="lg"
    >
      {open ? <MentorshipApplication onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
