import { Button, InlineAlert } from "@academy/ui";
import { TEXT } from "../constants.ts";
import * as styles from "../DealAnalyzer.css.ts";

export interface SharedDealNoticeProps {
  /** What went wrong, in the reader's words (null: nothing to say). */
  message: string | null;
  onDismiss: () => void;
}

/** Why a shared deal link did not open, with Dismiss (not printed). */
export function SharedDealNotice({ message, onDismiss }: SharedDealNoticeProps) {
  if (message === null) return null;
  return (
    <InlineAlert tone="warning" title={TEXT.sharedDealNoticeTitle} data-print="hide">
      {message}{" "}
      <Button variant="link" size="sm" className={styles.noticeActions} onClick={onDismiss}>
        {TEXT.dismiss}
      </Button>
    </InlineAlert>
  );
}
