import { callApi, toFormData, useApi } from "@academy/api";
import {
  Button,
  ConfirmDialog,
  Field,
  FileDrop,
  InlineAlert,
  Spinner,
  TextInput,
} from "@academy/ui";
import { Suspense, useEffect, useId, useMemo, useState, type FormEvent } from "react";
import type { Area } from "react-easy-crop";
import type { SiteImageKind } from "../../../content/siteImages.ts";
import { siteImageUrl, type SiteImageData } from "../../../lib/siteImages.ts";
import { lazyComponent } from "../../../lib/lazyComponent.ts";
import { apiErrorDetails } from "../adminApi.ts";
import { SITE_IMAGE_TEXT as TEXT } from "../siteImageText.ts";
import * as styles from "./SiteImageField.css.ts";

// The cropper's code loads when an admin picks a file, not with the page.
const ImageCropper = lazyComponent(() => import("./ImageCropper.tsx"), "ImageCropper");

export interface SiteImageFieldProps {
  slot: string;
  kind: SiteImageKind;
  /** Where the image shows, e.g. "Home page hero". */
  label: string;
  /** The slot's image now, if it has one. */
  image: SiteImageData | undefined;
  /** After a saved upload or a delete: the list is read again. */
  onChanged: () => void;
}

type Outcome = { tone: "success"; message: string } | { tone: "danger"; messages: string[] };

/** The file the admin picked, shown from memory while they crop it. */
function usePreviewUrl(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * One site image in the content manager (issue 50): what is there (file name, size, alt
 * text, a preview), and a new one: pick, crop to the place's shape, describe (alt text is
 * required), upload. The server checks it again and answers in words.
 */
export function SiteImageField({ slot, kind, label, image, onChanged }: SiteImageFieldProps) {
  const { client } = useApi();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState<string | null>(null);
  const [crop, setCrop] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const preview = usePreviewUrl(file);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    const described = alt.trim();
    if (!described) return setAltError(TEXT.altRequired);
    setBusy(true);
    setOutcome(null);
    const box = crop && crop.width > 0 && crop.height > 0 ? crop : null;
    try {
      await callApi(() =>
        client.POST("/admin/site-images/{slot}", {
          params: { path: { slot } },
          body: {
            file,
            alt: described,
            filename: file.name,
            crop_left: box ? Math.round(box.x) : undefined,
            crop_top: box ? Math.round(box.y) : undefined,
            crop_width: box ? Math.round(box.width) : undefined,
            crop_height: box ? Math.round(box.height) : undefined,
          },
          bodySerializer: toFormData,
        }),
      );
      setFile(null);
      setAlt("");
      setCrop(null);
      setOutcome({ tone: "success", message: TEXT.uploaded });
      onChanged();
    } catch (error) {
      const details = apiErrorDetails(error);
      setOutcome({ tone: "danger", messages: details.length > 0 ? details : [TEXT.uploadFailed] });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setOutcome(null);
    try {
      await callApi(() =>
        client.DELETE("/admin/site-images/{slot}", { params: { path: { slot } } }),
      );
      setOutcome({ tone: "success", message: TEXT.removed });
      onChanged();
    } catch {
      setOutcome({ tone: "danger", messages: [TEXT.removeFailed] });
    }
  }

  return (
    <section className={styles.field} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {`${label} (${TEXT.shapeName[kind]})`}
      </h3>
      {image ? (
        <div className={styles.current}>
          <img
            className={styles.preview}
            src={siteImageUrl(slot, image.version, 320, "webp")}
            width={image.width}
            height={image.height}
            alt={image.alt}
          />
          <div>
            <p className={styles.meta}>{TEXT.current(image.original_name, image.original_bytes)}</p>
            <p className={styles.meta}>{TEXT.currentAlt(image.alt)}</p>
          </div>
          <ConfirmDialog
            trigger={<Button variant="danger">{TEXT.remove}</Button>}
            title={TEXT.remove}
            description={TEXT.removeConfirm(label)}
            confirmLabel={TEXT.remove}
            cancelLabel={TEXT.cancel}
            busyLabel={TEXT.deleting}
            tone="danger"
            onConfirm={remove}
          />
        </div>
      ) : (
        <p className={styles.meta}>{TEXT.none}</p>
      )}
      <form className={styles.cropper} onSubmit={(event) => void submit(event)} noValidate>
        <FileDrop
          label={TEXT.imageLabel}
          accept={TEXT.accept}
          maxBytes={TEXT.maxBytes}
          typeError={TEXT.typeError}
          sizeError={TEXT.sizeError}
          hint={TEXT.hint}
          preview={false}
          value={file}
          onValueChange={(next) => {
            setFile(next);
            setRejected(null);
            setCrop(null);
            setOutcome(null);
          }}
          onReject={(message) => setRejected(message)}
          error={rejected ?? undefined}
          disabled={busy}
        />
        {preview ? (
          <Suspense fallback={<Spinner />}>
            <ImageCropper src={preview} aspect={TEXT.aspect[kind]} onCropChange={setCrop} />
          </Suspense>
        ) : null}
        <Field label={TEXT.altLabel} hint={TEXT.altHint} error={altError ?? undefined} required>
          <TextInput
            value={alt}
            maxLength={TEXT.altMax}
            onChange={(event) => {
              setAlt(event.target.value);
              setAltError(null);
            }}
          />
        </Field>
        <div className={styles.row}>
          <Button type="submit" disabled={!file || busy} aria-busy={busy}>
            {busy ? TEXT.uploading : TEXT.upload}
          </Button>
        </div>
      </form>
      {outcome?.tone === "success" ? (
        <p role="status" className={styles.meta}>
          {outcome.message}
        </p>
      ) : null}
      {outcome?.tone === "danger" ? (
        <InlineAlert tone="danger">
          {outcome.messages.length === 1 ? (
            outcome.messages[0]
          ) : (
            <ul>
              {outcome.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </InlineAlert>
      ) : null}
    </section>
  );
}
