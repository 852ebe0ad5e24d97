import {
  errorMessage,
  useCreateSavedDeal,
  useDeleteSavedDeal,
  useSavedDeals,
  useUpdateSavedDeal,
  type SavedDeal,
} from "@academy/api";
import { Button, ConfirmDialog, EmptyState, InlineAlert, Spinner } from "@academy/ui";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { SaveDealForm } from "../SaveDealForm/SaveDealForm.tsx";
import { SavedDealItem } from "../SavedDealItem/SavedDealItem.tsx";
import type { DealMode, StoredDeal } from "../savedDealModes.ts";
import { DEAL_REPORT_TEXT, SAVED_DEALS_TEXT as TEXT } from "../savedDealsText.ts";
import { useDealPicks } from "../useDealPicks.ts";
import { useDealReportDownload } from "../useDealReportDownload.ts";
import { useDealsAccess } from "../useDealsAccess.ts";
import * as styles from "./SavedDealsPanel.css.ts";

/** A saved deal picked for comparison, as this page's analyzer reads it. */
export interface PickedDeal<T> {
  id: number;
  name: string;
  deal: T;
}

export interface SavedDealsPanelProps<T extends StoredDeal> {
  /** The analysis on screen, saved as it is. */
  currentDeal: T;
  /** The modes this page's analyzer has: the list shows only those (issue 46). */
  modes: readonly DealMode[];
  /** A stored deal as this analyzer reads it (its decoder), or null if it cannot. */
  read: (stored: StoredDeal) => T | null;
  /** Loads a saved deal into the analyzer (already read by `read`). */
  onOpen: (deal: T) => void;
  /** Someone without calculator access tried to save, compare or download. */
  onSubscriptionRequired: () => void;
  /** The two to four picked deals side by side. */
  renderComparison: (deals: PickedDeal<T>[]) => ReactNode;
  /** Under "No saved deals yet". */
  emptyHint?: string | undefined;
}

/**
 * Saved deals beside an analyzer (issue 15; the Rental Analyzer's too, issue 46): save the
 * current analysis under a name, list the user's deals of this analyzer, open, rename, delete
 * one or download its PDF report, and pick two to four to compare. Guests and users without
 * the subscription see the same controls; using them asks for the subscription.
 */
export function SavedDealsPanel<T extends StoredDeal>({
  currentDeal,
  modes,
  read,
  onOpen,
  onSubscriptionRequired,
  renderComparison,
  emptyHint = TEXT.emptyHint,
}: SavedDealsPanelProps<T>) {
  const access = useDealsAccess();
  const signedIn = access === "subscriber" || access === "no-access";
  const list = useSavedDeals({ enabled: signedIn, retry: false });
  const create = useCreateSavedDeal();
  const update = useUpdateSavedDeal();
  const remove = useDeleteSavedDeal();
  const [message, setMessage] = useState<{ text: string; tone: "success" | "danger" } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [toDelete, setToDelete] = useState<SavedDeal | null>(null);
  const deletedRef = useRef(false);

  const report = useDealReportDownload();
  const deals = useMemo(
    () =>
      (signedIn ? (list.data ?? []) : [])
        .filter((saved) => modes.includes(saved.mode))
        .map((saved) => ({ saved, deal: read(saved.deal) })),
    [signedIn, list.data, modes, read],
  );
  const picks = useDealPicks(deals.map(({ saved }) => saved.id));
  const [comparing, setComparing] = useState(false);

  const subscriber = () => {
    if (access === "subscriber") return true;
    onSubscriptionRequired();
    return false;
  };

  async function save(name: string) {
    if (!subscriber()) return false;
    try {
      await create.mutateAsync({ body: { name, deal: currentDeal } });
      setMessage({ text: TEXT.saved(name), tone: "success" });
      return true;
    } catch (error) {
      setMessage({ text: errorMessage(error, TEXT.saveFailed), tone: "danger" });
      return false;
    }
  }

  async function rename(saved: SavedDeal, name: string) {
    if (!subscriber()) return false;
    try {
      await update.mutateAsync({ params: { path: { dealId: saved.id } }, body: { name } });
      setMessage({ text: TEXT.renamed(name), tone: "success" });
      return true;
    } catch (error) {
      setMessage({ text: errorMessage(error, TEXT.renameFailed), tone: "danger" });
      return false;
    }
  }

  async function erase(saved: SavedDeal) {
    try {
      await remove.mutateAsync({ params: { path: { dealId: saved.id } } });
      picks.set(saved.id, false);
      deletedRef.current = true;
      setMessage({ text: TEXT.deleted(saved.name), tone: "success" });
    } catch (error) {
      setMessage({ text: errorMessage(error, TEXT.deleteFailed), tone: "danger" });
    }
  }

  async function downloadReport(saved: SavedDeal) {
    if (!subscriber()) return;
    const problem = await report.download(saved.id);
    setMessage(
      problem === null
        ? { text: DEAL_REPORT_TEXT.downloaded(saved.name), tone: "success" }
        : { text: problem, tone: "danger" },
    );
  }

  function open(saved: SavedDeal, deal: T) {
    onOpen(deal);
    setMessage({ text: TEXT.opened(saved.name), tone: "success" });
  }

  const compared = deals.flatMap(({ saved, deal }) =>
    deal && picks.ids.includes(saved.id) ? [{ id: saved.id, name: saved.name, deal }] : [],
  );

  return (
    <section className={styles.panel} aria-labelledby="saved-deals-title">
      <h2 id="saved-deals-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {TEXT.title}
      </h2>
      <SaveDealForm onSave={save} busy={create.isPending} />
      <p role="status" className={styles.text}>
        {message?.text}
      </p>

      {access === "loading" || (signedIn && list.isPending) ? (
        <Spinner label={TEXT.loading} />
      ) : access === "guest" ? (
        <p className={styles.text}>{TEXT.guestIntro}</p>
      ) : list.isError ? (
        <InlineAlert tone="danger" title={TEXT.loadFailed}>
          {errorMessage(list.error, TEXT.loadFailed)}{" "}
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            {TEXT.retry}
          </Button>
        </InlineAlert>
      ) : deals.length === 0 ? (
        <EmptyState headingLevel={3} title={TEXT.empty} description={emptyHint} />
      ) : (
        <>
          <p className={styles.text}>{TEXT.compareHint}</p>
          <ul className={styles.list}>
            {deals.map(({ saved, deal }) => (
              <SavedDealItem
                key={saved.id}
                deal={saved}
                readable={deal !== null}
                picked={picks.ids.includes(saved.id)}
                pickLimitReached={picks.full}
                onPickedChange={(picked) => picks.set(saved.id, picked)}
                onOpen={() => deal && open(saved, deal)}
                onRename={(name) => rename(saved, name)}
                onDelete={() => setToDelete(saved)}
                downloading={report.busyId === saved.id}
                onDownload={() => void downloadReport(saved)}
              />
            ))}
          </ul>
          <div className={styles.compareBar}>
            <Button
              variant="secondary"
              disabled={!picks.enough}
              aria-expanded={comparing && picks.enough}
              onClick={() => subscriber() && setComparing((shown) => !shown)}
            >
              {comparing && picks.enough ? TEXT.hideComparison : TEXT.compare(picks.ids.length)}
            </Button>
          </div>
          {comparing && picks.enough ? renderComparison(compared) : null}
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={TEXT.deleteTitle}
        description={toDelete ? TEXT.deleteQuestion(toDelete.name) : ""}
        confirmLabel={TEXT.delete}
        busyLabel={TEXT.deleting}
        tone="danger"
        onConfirm={() => (toDelete ? erase(toDelete) : undefined)}
        onCloseAutoFocus={(event) => {
          // The deleted deal's row and buttons are gone: go on from the list's heading.
          if (!deletedRef.current) return;
          deletedRef.current = false;
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
    </section>
  );
}
