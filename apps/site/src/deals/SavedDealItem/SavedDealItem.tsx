import type { SavedDeal } from "@academy/api";
import { Button, Checkbox, Field, TextInput, VisuallyHidden } from "@academy/ui";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { MAX_DEAL_NAME_LENGTH } from "../SaveDealForm/SaveDealForm.tsx";
import { MODE_LABELS } from "../savedDealModes.ts";
import { DEAL_REPORT_TEXT, SAVED_DEALS_TEXT as TEXT } from "../savedDealsText.ts";
import * as styles from "./SavedDealItem.css.ts";

export interface SavedDealItemProps {
  deal: SavedDeal;
  /** Whether the calculators can read the stored deal (else it can only be deleted). */
  readable: boolean;
  picked: boolean;
  /** No more deals may be picked (four already are), unless this one is. */
  pickLimitReached: boolean;
  onPickedChange: (picked: boolean) => void;
  onOpen: () => void;
  /** Resolves true once renamed. */
  onRename: (name: string) => Promise<boolean>;
  /** Asks to delete (the panel confirms first). */
  onDelete: () => void;
  /** Downloads the deal's PDF report (issue 46). */
  onDownload: () => void;
  /** The report is being prepared. */
  downloading: boolean;
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

/** One saved deal: pick it to compare, open, rename in place, or ask to delete it. */
export function SavedDealItem(props: SavedDealItemProps) {
  const { deal, readable, picked } = props;
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(deal.name);
  const [error, setError] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const nameBox = useRef<HTMLInputElement>(null);
  const wasRenaming = useRef(false);

  // Into the name box when the rename form opens, back on Rename when it closes, so the
  // keyboard stays where the user is.
  useEffect(() => {
    if (renaming) nameBox.current?.focus();
    else if (wasRenaming.current) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  async function rename(event: FormEvent) {
    event.preventDefault();
    const trimmed = draft.trim();
    if (trimmed === "") {
      setError(TEXT.nameRequired);
      return;
    }
    if (await props.onRename(trimmed)) setRenaming(false);
  }

  return (
    <li className={styles.item}>
      <Checkbox
        aria-label={TEXT.pickToCompare(deal.name)}
        checked={picked}
        disabled={!readable || (props.pickLimitReached && !picked)}
        onCheckedChange={(checked) => props.onPickedChange(checked === true)}
      />
      <div className={styles.about}>
        <span className={styles.name}>{deal.name}</span>
        <span className={styles.meta}>
          {MODE_LABELS[deal.mode]} · {TEXT.updated(dateOf(deal.updated_at))}
        </span>
        {readable ? null : <span className={styles.meta}>{TEXT.unreadable}</span>}
      </div>
      {renaming ? (
        <form className={styles.renameForm} onSubmit={(event) => void rename(event)} noValidate>
          <Field label={TEXT.renameLabel(deal.name)} error={error} className={styles.renameField}>
            <TextInput
              value={draft}
              maxLength={MAX_DEAL_NAME_LENGTH}
              autoComplete="off"
              ref={nameBox}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
          </Field>
          <Button type="submit" size="sm">
            {TEXT.renameSave}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => setRenaming(false)}>
            {TEXT.cancel}
          </Button>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" disabled={!readable} onClick={props.onOpen}>
            {TEXT.open}
            <VisuallyHidden> {deal.name}</VisuallyHidden>
          </Button>
          <Button
            ref={renameButton}
            size="sm"
            variant="secondary"
            onClick={() => {
              setDraft(deal.name);
              setError(null);
              setRenaming(true);
            }}
          >
            {TEXT.rename}
            <VisuallyHidden> {deal.name}</VisuallyHidden>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!readable || props.downloading}
            aria-busy={props.downloading || undefined}
            onClick={props.onDownload}
          >
            {props.downloading ? DEAL_REPORT_TEXT.downloading : DEAL_REPORT_TEXT.download}
            <VisuallyHidden> {deal.name}</VisuallyHidden>
          </Button>
          <Button size="sm" variant="secondary" onClick={props.onDelete}>
            {TEXT.delete}
            <VisuallyHidden> {deal.name}</VisuallyHidden>
          </Button>
        </div>
      )}
    </li>
  );
}
