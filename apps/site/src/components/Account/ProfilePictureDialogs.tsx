import { callApi, callApiNoContent, toFormData, useApi, type User } from "@academy/api";
import { Avatar, Button, Dialog, FileDrop, InlineAlert } from "@academy/ui";
import { useState } from "react";
import { PROFILE_PICTURE as TEXT } from "../../pageText.ts";
import { useAccount } from "./AccountContext.ts";
import * as styles from "./ProfilePictureDialogs.css.ts";

/**
 * The Profile Picture modal (choose, upload, remove) and the enlarged-picture viewer (edit,
 * close) of academy.md §2 and §4, with the limits and messages of §5 and §8.
 */
export function ProfilePictureDialogs({ user }: { user: User }) {
  const { dialog, pictureUrl, closeDialog, openUpload } = useAccount();
  const onOpenChange = (open: boolean) => {
    if (!open) closeDialog();
  };
  return (
    <>
      <Dialog
        open={dialog === "viewer"}
        onOpenChange={onOpenChange}
        title={TEXT.viewerTitle}
        size="sm"
        hideCloseButton
        footer={
          <>
            <Button variant="secondary" onClick={closeDialog}>
              {TEXT.close}
            </Button>
            <Button onClick={openUpload}>{TEXT.edit}</Button>
          </>
        }
      >
        <div className={styles.viewer}>
          <Avatar
            name={`Profile picture of ${user.full_name}`}
            src={pictureUrl}
            size="xl"
            className={styles.enlarged}
          />
        </div>
      </Dialog>
      <Dialog open={dialog === "upload"} onOpenChange={onOpenChange} title={TEXT.title} size="sm">
        {dialog === "upload" ? <UploadForm user={user} /> : null}
      </Dialog>
    </>
  );
}

function UploadForm({ user }: { user: User }) {
  const { client } = useApi();
  const { pictureUrl, setPictureUrl, closeDialog } = useAccount();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<"upload" | "remove" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload() {
    if (!file) return;
    setBusy("upload");
    setError(null);
    try {
      const data = await callApi(() =>
        client.POST("/api/user/profile-picture", { body: { file }, bodySerializer: toFormData }),
      );
      setPictureUrl(data.profile_picture_url);
      closeDialog();
      return;
    } catch {
      // Falls through to the message below.
    }
    setBusy(null);
    setError(TEXT.uploadFailed);
  }

  async function remove() {
    setBusy("remove");
    setError(null);
    try {
      await callApiNoContent(() => client.DELETE("/api/user/profile-picture"));
      setPictureUrl(null);
      closeDialog();
      return;
    } catch {
      // Falls through to the message below.
    }
    setBusy(null);
    setError(TEXT.deleteFailed);
  }

  return (
    <div className={styles.form}>
      {pictureUrl && !file ? (
        <div className={styles.current}>
          <Avatar
            name={`Current profile picture of ${user.full_name}`}
            src={pictureUrl}
            size="xl"
          />
        </div>
      ) : null}
      <FileDrop
        label={TEXT.fieldLabel}
        value={file}
        disabled={busy !== null}
        onValueChange={(next) => {
          setFile(next);
          setError(null);
        }}
      />
      {error ? <InlineAlert tone="danger">{error}</InlineAlert> : null}
      <div className={styles.actions}>
        {/* academy.md §4: Remove appears only when a picture exists and no new file is chosen. */}
        {pictureUrl && !file ? (
          <Button
            variant="danger"
            busy={busy === "remove"}
            busyLabel={TEXT.removing}
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            {TEXT.remove}
          </Button>
        ) : null}
        <Button
          busy={busy === "upload"}
          busyLabel={TEXT.uploading}
          disabled={!file || busy !== null}
          onClick={() => void upload()}
        >
          {TEXT.upload}
        </Button>
      </div>
    </div>
  );
}
