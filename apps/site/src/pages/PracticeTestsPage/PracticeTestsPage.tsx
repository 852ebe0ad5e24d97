import { PRACTICE_TEST_LIST, useSession, type PracticeTest } from "@academy/api";
import { Badge, Button, EmptyState, formatMoney, InlineAlert, Spinner } from "@academy/ui";
import { useEffect, useState } from "react";
import { PRACTICE_TESTS as TEXT } from "../../pageText.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import * as styles from "./PracticeTestsPage.css.ts";

export interface PracticeTestsPageProps {
  /** The tests to show; the hard-coded list by default (stories pass an empty one). */
  tests?: readonly PracticeTest[];
}

/**
 * /practice-tests (academy.md §2, §4): a banner that tests are being created, "Loading
 * practice tests..." for about 0.5 s, then the cards (or the empty state). Every test is
 * Coming Soon; its button explains so. Signing in reloads the list.
 */
export function PracticeTestsPage({ tests = PRACTICE_TEST_LIST }: PracticeTestsPageProps) {
  usePageTitle(TEXT.heading);
  const { user } = useSession();
  return (
    <section className={styles.page} aria-labelledby="practice-tests-title">
      <h1 id="practice-tests-title" className={styles.title}>
        {TEXT.heading}
      </h1>
      <InlineAlert tone="info">{TEXT.banner}</InlineAlert>
      {/* academy.md §4: a successful login reloads the tests. */}
      <PracticeTestList key={user?.id ?? "guest"} tests={tests} />
    </section>
  );
}

function PracticeTestList({ tests }: { tests: readonly PracticeTest[] }) {
  const [loaded, setLoaded] = useState(false);
  const [alertShown, setAlertShown] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), TEXT.loadingDelayMs);
    return () => clearTimeout(timer);
  }, []);

  if (!loaded) {
    return (
      <div className={styles.loading}>
        <Spinner decorative />
        <p role="status" className={styles.loadingText}>
          {TEXT.loading}
        </p>
      </div>
    );
  }
  if (tests.length === 0) {
    return <EmptyState title={TEXT.empty} headingLevel={2} />;
  }
  return (
    <>
      {alertShown ? (
        <InlineAlert tone="warning" role="alert">
          {TEXT.alert}
        </InlineAlert>
      ) : null}
      <ul className={styles.grid}>
        {tests.map((test) => (
          <li key={test.id}>
            <PracticeTestCard test={test} onComingSoon={() => setAlertShown(true)} />
          </li>
        ))}
      </ul>
    </>
  );
}

function PracticeTestCard({
  test,
  onComingSoon,
}: {
  test: PracticeTest;
  onComingSoon: () => void;
}) {
  const titleId = `practice-test-${test.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Badge tone="yellow" className={styles.badge}>
        {TEXT.comingSoon}
      </Badge>
      <h2 id={titleId} className={styles.cardTitle}>
        {test.title}
      </h2>
      <p className={styles.author}>By {test.author}</p>
      <p className={styles.description}>{test.description}</p>
      <ul className={styles.bullets}>
        {TEXT.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <p className={styles.note}>{TEXT.inDevelopment}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{formatMoney(test.price_cents, { style: "whole" })}</span>{" "}
        <span>{TEXT.oneTime}</span>
      </p>
      {/* Looks and reads disabled, yet still explains itself when pressed (academy.md §2). */}
      <Button fullWidth aria-disabled="true" onClick={onComingSoon}>
        {TEXT.comingSoon}
      </Button>
    </article>
  );
}
