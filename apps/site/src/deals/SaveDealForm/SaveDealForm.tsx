import { Button, Field, TextInput } from "@academy/ui";
import { useState, type FormEvent } from "react";
import { SAVED_DEALS_TEXT as TEXT } from "../savedDealsText.ts";
import * as styles from "./SaveDealForm.css.ts";

/** The contract's limit on a saved deal's name (SavedDealName). */
export const MAX_DEAL_NAME_LENGTH = 200;

export interface SaveDealFormProps {
  /** Saves under the trimmed name; resolves true once saved (the box then empties). */
  onSave: (name: string) => Promise<boolean>;
  busy: boolean;
}

/** "Deal name" and "Save deal": names the current analysis and saves it. */
export function SaveDealForm({ onSave, busy }: SaveDealFormProps) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "") {
      setError(TEXT.nameRequired);
      return;
    }
    setError(null);
    if (await onSave(trimmed)) setName("");
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={TEXT.nameLabel} error={error} className={styles.name}>
        <TextInput
          value={name}
          maxLength={MAX_DEAL_NAME_LENGTH}
          autoComplete="off"
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? TEXT.saving : TEXT.save}
      </Button>
    </form>
  );
}
