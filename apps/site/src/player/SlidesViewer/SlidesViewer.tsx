import { InlineAlert, Link } from "@academy/ui";
import { PLAYER_TEXT } from "../constants.ts";
import * as styles from "./SlidesViewer.css.ts";

export interface SlidesViewerProps {
  title: string;
  /** The lesson's `pdf_url`. */
  url: string | null;
}

/**
 * A lesson's slides as a PDF, shown in the browser's viewer. Where the browser has none (some
 * mobile and headless browsers), the object says so; the link below opens the file either way.
 */
export function SlidesViewer({ title, url }: SlidesViewerProps) {
  if (!url) return <InlineAlert tone="info">{PLAYER_TEXT.noSlides}</InlineAlert>;
  const label = PLAYER_TEXT.slidesTitle(title);
  return (
    <div className={styles.root}>
      <object className={styles.viewer} data={url} type="application/pdf" aria-label={label}>
        <p className={styles.fallback}>{PLAYER_TEXT.noPdfViewer}</p>
      </object>
      <Link href={url} external className={styles.openLink}>
        {PLAYER_TEXT.openSlides}
      </Link>
    </div>
  );
}
