import { errorMessage, QueryScope, useSavedDeals, type SavedDeal } from "@academy/api";
import { Button, InlineAlert, Link as UiLink, Spinner } from "@academy/ui";
import { DealComparison, readSavedDeal, type ComparedDeal } from "@academy/widgets";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { COMPARE_IDS_PARAM, parseCompareIds } from "../../deals/comparePath.ts";
import { COMPARE_PAGE_TEXT as TEXT, SAVED_DEALS_TEXT } from "../../deals/savedDealsText.ts";
import { useDealsAccess } from "../../deals/useDealsAccess.ts";
import { useSubscriptionRequired } from "../../deals/useSubscriptionRequired.ts";
import { CalculatorUpsell } from "../../components/CalculatorOffer/CalculatorUpsell.tsx";
import { DEAL_CALCULATOR_PATH } from "../../constants.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import * as styles from "./DealComparePage.css.ts";

/**
 * /deal-calculator/compare?ids=1,2,3 (issue 15): two to four of the user's saved deals side by
 * side, their results computed in the browser from the stored inputs. Subscribers only.
 */
export function DealComparePage() {
  return (
    <QueryScope>
      <CalculatorUpsell>
        {({ openSubscribe }) => <DealCompareContent openSubscribe={openSubscribe} />}
      </CalculatorUpsell>
    </QueryScope>
  );
}

/** The picked deals in the address's order, or null when one of them is not the user's. */
function pickDeals(saved: readonly SavedDeal[], ids: readonly number[]): ComparedDeal[] | null {
  const picked: ComparedDeal[] = [];
  for (const id of ids) {
    const found = saved.find((deal) => deal.id === id);
    const deal = found ? readSavedDeal(found.deal) : null;
    if (!found || !deal) return null;
    picked.push({ id, name: found.name, deal });
  }
  return picked;
}

function DealCompareContent({ openSubscribe }: { openSubscribe: () => void }) {
  usePageTitle(TEXT.title);
  const [params] = useSearchParams();
  const ids = parseCompareIds(params.get(COMPARE_IDS_PARAM));
  const access = useDealsAccess();
  const list = useSavedDeals({
    enabled: access === "subscriber" && ids !== null,
    retry: false,
  });
  const onSubscriptionRequired = useSubscriptionRequired(openSubscribe);

  let body: ReactNode;
  if (ids === null) body = <p className={styles.text}>{TEXT.badIds}</p>;
  else if (access === "loading" || (access === "subscriber" && list.isPending))
    body = <Spinner label={TEXT.loading} />;
  else if (access !== "subscriber")
    body = (
      <>
        <p className={styles.text}>{access === "guest" ? TEXT.signInIntro : TEXT.subscribeIntro}</p>
        <div>
          <Button onClick={onSubscriptionRequired}>
            {access === "guest" ? TEXT.signIn : TEXT.subscribe}
          </Button>
        </div>
      </>
    );
  else if (list.isError)
    body = (
      <InlineAlert tone="danger" title={SAVED_DEALS_TEXT.loadFailed}>
        {errorMessage(list.error, SAVED_DEALS_TEXT.loadFailed)}{" "}
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
          {SAVED_DEALS_TEXT.retry}
        </Button>
      </InlineAlert>
    );
  else {
    const deals = pickDeals(list.data ?? [], ids);
    body = deals ? (
      <DealComparison deals={deals} />
    ) : (
      <InlineAlert tone="warning">{TEXT.notFound}</InlineAlert>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="deal-compare-title">
      <div>
        <UiLink asChild>
          <Link to={DEAL_CALCULATOR_PATH}>{TEXT.back}</Link>
        </UiLink>
      </div>
      <h1 id="deal-compare-title" className={styles.title}>
        {TEXT.title}
      </h1>
      {body}
    </section>
  );
}
