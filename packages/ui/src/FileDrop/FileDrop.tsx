import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type DragEvent,
  type ReactNode,
} from "react";
import { Button } from "../Button/Button.tsx";
import { IMAGE_UPLOAD, UI_LABELS } from "../constants.ts";
import { ErrorIcon, UploadIcon } from "../Icon/Icon.tsx";
import { cx } from "../utils/cx.ts";
import { useControllableState } from "../utils/useControllableState.ts";
import { validateFile } from "./validateFile.ts";
import * as styles from "./FileDrop.css.ts";

export interface FileDropProps extends Omit<
  ComponentPropsWithoutRef<"div">,
  "onChange" | "defaultValue" | "children"
> {
  /** Names the drop zone, e.g. "Profile picture". */
  label: ReactNode;
  value?: File | null;
  defaultValue?: File | null;
  /** Called with a valid file, or null when it is removed. */
  onValueChange?: (file: File | null) => void;
  /** Called with the message when a chosen file breaks a rule. */
  onReject?: (message: string, file: File) => void;
  /** Accepted types, as for <input accept>. Images by default. */
  accept?: string;
  /** Largest size in bytes; 5MB by default. */
  maxBytes?: number;
  /** Messages for a wrong type and a too-large file; the spec's image messages by default. */
  typeError?: string;
  sizeError?: string;
  /** Help under the zone; "Supported formats: JPG, PNG, GIF" by default. */
  hint?: ReactNode;
  /** An error from outside, e.g. the upload failed. */
  error?: ReactNode;
  /** Show an image preview of the chosen file; on when images are accepted. */
  preview?: boolean;
  disabled?: boolean;
  /** Form field name of the underlying file input. */
  name?: string;
}

/**
 * Choose or drop one file, see a preview, get the spec's validation message, remove it.
 * Value/defaultValue/onValueChange carry the File. The ref and rest props go to the root.
 */
export const FileDrop = forwardRef<HTMLDivElement, FileDropProps>(function FileDrop(
  {
    label,
    value: valueProp,
    defaultValue = null,
    onValueChange,
    onReject,
    accept = IMAGE_UPLOAD.accept,
    maxBytes = IMAGE_UPLOAD.maxBytes,
    typeError = IMAGE_UPLOAD.typeError,
    sizeError = IMAGE_UPLOAD.sizeError,
    hint = IMAGE_UPLOAD.hint,
    error: errorProp,
    preview = accept.includes("image"),
    disabled = false,
    name,
    className,
    ...rest
  },
  ref,
) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const previewRef = useObjectUrlPreview(preview ? file : null);
  const error = rejection ?? errorProp;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";

  function take(candidate: File | undefined) {
    if (!candidate) return;
    const message = validateFile(candidate, { accept, maxBytes, typeError, sizeError });
    if (message) {
      setRejection(message);
      onReject?.(message, candidate);
      return;
    }
    setRejection(null);
    setFile(candidate);
  }

  function handleInput(event: ChangeEvent<HTMLInputElement>) {
    take(event.target.files?.[0]);
    // Choosing the same file again after removing it must fire a change again.
    event.target.value = "";
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    if (!disabled) setDragging(true);
  }

  function remove() {
    setRejection(null);
    setFile(null);
  }

  const describedBy =
    [hintId, hasError ? errorId : undefined].filter(Boolean).join(" ") || undefined;

  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={labelId}
      data-state={file ? "selected" : "empty"}
      data-dragging={dragging ? "" : undefined}
      data-invalid={hasError ? "" : undefined}
      data-disabled={disabled ? "" : undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        className={styles.zone}
        onDragOver={handleDragOver}
        onDragEnter={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        {file ? (
          <>
            {preview ? <img ref={previewRef} alt="" className={styles.preview} /> : null}
            <span className={styles.fileName}>{file.name}</span>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                aria-describedby={describedBy}
                onClick={() => inputRef.current?.click()}
              >
                {UI_LABELS.chooseFile}
              </Button>
              <Button variant="secondary" size="sm" disabled={disabled} onClick={remove}>
                {UI_LABELS.remove}
              </Button>
            </div>
          </>
        ) : (
          <>
            <UploadIcon className={styles.zoneIcon} />
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              aria-describedby={describedBy}
              onClick={() => inputRef.current?.click()}
            >
              {UI_LABELS.chooseFile}
            </Button>
            <span className={styles.dropText}>{UI_LABELS.dropHere}</span>
          </>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="file-input"
        onChange={handleInput}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} role="alert" className={styles.error}>
          <ErrorIcon />
          {error}
        </p>
      ) : null}
    </div>
  );
});

/**
 * Shows a file in an <img> through an object URL, revoked when the file changes or on unmount.
 * The URL goes straight onto the element, so StrictMode's extra effect run cannot leave a
 * revoked URL in state.
 */
function useObjectUrlPreview(file: File | null) {
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = imgRef.current;
    if (!img || !file || typeof URL.createObjectURL !== "function") return;
    const url = URL.createObjectURL(file);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return imgRef;
}
