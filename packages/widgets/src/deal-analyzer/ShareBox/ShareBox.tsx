import { TextInput } from "@academy/ui";
import { TEXT } from "../constants.ts";
import * as styles from "../DealAnalyzer.css.ts";

export interface ShareBoxProps {
  id: string;
  shared: { url: string; copied: boolean } | null;
}

/** The share link made by Share, with whether it reached the clipboard (not printed). */
export function ShareBox({ id, shared }: ShareBoxProps) {
  if (!shared) return null;
  return (
    <div className={styles.shareBox} data-print="hide">
      <p role="status">{shared.copied ? TEXT.shareCopied : TEXT.shareNotCopied}</p>
      <label htmlFor={id}>{TEXT.shareLinkLabel}</label>
      <TextInput
        id={id}
        size="sm"
        readOnly
        value={shared.url}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
