import { Spinner } from "@academy/ui";
import * as styles from "./PageLoading.css.ts";

/** Shown while a page's code loads; tall enough that the footer does not jump up and down. */
export function PageLoading() {
  return (
    <div className={styles.root}>
      <Spinner size="lg" />
    </div>
  );
}
