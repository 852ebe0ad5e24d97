import { Button } from "@academy/ui";
import { Link } from "react-router-dom";
import { NOT_FOUND } from "../../pageText.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import * as styles from "./NotFoundPage.css.ts";

/** Any address the route table does not know. */
export function NotFoundPage() {
  usePageTitle(NOT_FOUND.title);
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <p className={styles.eyebrow}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        {NOT_FOUND.title}
      </h1>
      <p className={styles.text}>{NOT_FOUND.text}</p>
      <Button asChild>
        <Link to="/">{NOT_FOUND.home}</Link>
      </Button>
    </section>
  );
}
