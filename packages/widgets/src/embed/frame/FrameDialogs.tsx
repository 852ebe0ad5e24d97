import { Button, Dialog, DialogClose } from "@academy/ui";
import { FRAME_TEXT } from "./frameText.ts";

/** The outcome after a payment, with where to go next, as a dialog of its own. */
export function DoneDialog({
  title,
  message,
  action,
  onClose,
}: {
  title: string;
  message: string;
  action: { label: string; run: () => void };
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      size="sm"
      title={title}
      description={message}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{FRAME_TEXT.close}</Button>
          </DialogClose>
          <Button onClick={action.run}>{action.label}</Button>
        </>
      }
    />
  );
}

/** The course the partner named is not on sale (or does not exist). */
export function RefusedDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      size="sm"
      title={FRAME_TEXT.unavailableTitle}
      description={FRAME_TEXT.unavailable}
      footer={
        <DialogClose asChild>
          <Button>{FRAME_TEXT.close}</Button>
        </DialogClose>
      }
    />
  );
}
