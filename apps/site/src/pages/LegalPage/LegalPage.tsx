import { Button } from "@academy/ui";
import { Link } from "react-router-dom";
import { BACK_TO_HOME } from "../../pageText.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import type { LegalDocument } from "./legalContent.ts";
import * as styles from "./LegalPage.css.ts";

/**
 * A legal document (academy.md §2): title, last-updated line, a table of contents linking to
 * each section by its anchor, the sections, and a back-to-home button.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  usePageTitle(document.title);
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {document.title}
        </h1>
        <p className={styles.updated}>{document.updated}</p>
        <p className={styles.intro}>{document.intro}</p>
      </header>
      <nav aria-label="Contents" className={styles.toc}>
        <h2 className={styles.tocTitle}>Contents</h2>
        <ol className={styles.tocList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <Link to={`#${section.id}`} className={styles.tocLink}>
                {section.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.section}
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
            {index + 1}. {section.title}
          </h2>
          {section.body.map((block, blockIndex) =>
            typeof block === "string" ? (
              <p key={blockIndex} className={styles.paragraph}>
                {block}
              </p>
            ) : (
              <ul key={blockIndex} className={styles.list}>
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
      <div className={styles.footer}>
        <Button asChild>
          <Link to="/">{BACK_TO_HOME}</Link>
        </Button>
      </div>
    </article>
  );
}
