import { useApi } from "@academy/api";
import { Button, ConfirmDialog } from "@academy/ui";
import { deleteLessonMedia } from "./adminApi.ts";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";

export interface DeleteMediaButtonProps {
  lessonId: number;
  lessonTitle: string;
  kind: "video" | "PDF";
  /** After a delete the server confirmed. */
  onDeleted: () => void;
  /** The delete failed; the message is the caller's to show. */
  onFailed: () => void;
  label?: string;
}

/** Delete Video / Delete PDF, after the spec's confirmation (irreversible). */
export function DeleteMediaButton({
  lessonId,
  lessonTitle,
  kind,
  onDeleted,
  onFailed,
  label = kind === "PDF" ? TEXT.deletePdf : TEXT.deleteVideo,
}: DeleteMediaButtonProps) {
  const { client } = useApi();
  async function remove() {
    try {
      await deleteLessonMedia(client, lessonId, kind);
      onDeleted();
    } catch {
      onFailed();
    }
  }
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">{label}</Button>}
      title={label}
      description={TEXT.confirmDelete(kind, lessonTitle)}
      confirmLabel={label}
      cancelLabel={TEXT.cancel}
      busyLabel={TEXT.deleting}
      tone="danger"
      onConfirm={remove}
    >
      <p>{TEXT.irreversible}</p>
    </ConfirmDialog>
  );
}
