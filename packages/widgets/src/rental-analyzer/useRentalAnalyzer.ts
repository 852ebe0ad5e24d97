/**
 * The Rental Analyzer's behaviour without its markup: both tabs' inputs, the lender targets, the
 * results and what they show, announcements and sharing (like `useDealAnalyzer`).
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  analyzeBrrrr,
  analyzeRental,
  DEFAULT_MAX_LTV_PCT,
  DEFAULT_TARGET_DSCR,
  encodeRentalDeal,
  explainDscrSizing,
  explainRental,
  rentalSensitivity,
  sizeDscrLoan,
  type AnyRentalResults,
  type DscrTargets,
  type RentalDeal,
  type RentalKind,
} from "@academy/calculators";
import { ANNOUNCE_DELAY_MS, useOnChange, useShareLink } from "../deal-analyzer/index.ts";
import { analysisOf, lenderFigures } from "./analysis.ts";
import { RENTAL_TAB_LABELS } from "./constants.ts";
import { initialRentalState, type RentalState } from "./initial-state.ts";
import type { RentalAnalyzerProps } from "./props.ts";

function dealOf(state: RentalState, tab: RentalKind): RentalDeal {
  return tab === "rental"
    ? { kind: "rental", inputs: state.rental }
    : { kind: "brrrr", inputs: state.brrrr };
}

function analyze(deal: RentalDeal): AnyRentalResults {
  return deal.kind === "rental" ? analyzeRental(deal.inputs) : analyzeBrrrr(deal.inputs);
}

export function useRentalAnalyzer(props: RentalAnalyzerProps) {
  const [initial] = useState(() => initialRentalState(props.initialDeal, props.initialTab));
  const [state, setState] = useState<RentalState>(initial.state);
  const [tab, setTab] = useState<RentalKind>(initial.tab);
  const [targets, setTargets] = useState<DscrTargets>({
    targetDscr: DEFAULT_TARGET_DSCR,
    maxLtvPct: DEFAULT_MAX_LTV_PCT,
  });
  const [advanced, setAdvanced] = useState(false);
  const [problem, setProblem] = useState(initial.problem);
  const { shared, share: shareLink, clearShared } = useShareLink();
  const [announcement, setAnnouncement] = useState("");
  const idBase = `ra${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;

  const deal = useMemo(() => dealOf(state, tab), [state, tab]);
  const result = useMemo(() => analyze(deal), [deal]);
  const analysis = useMemo(() => analysisOf(result), [result]);
  const sizing = useMemo(() => sizeDscrLoan(state.rental, targets), [state.rental, targets]);
  const explanations = useMemo(
    () => [
      ...explainRental(result),
      ...explainDscrSizing(sizing, state.rental.interestRate, state.rental.loanTermYears),
    ],
    [result, sizing, state.rental.interestRate, state.rental.loanTermYears],
  );
  const lender = useMemo(() => lenderFigures(sizing), [sizing]);
  const grid = useMemo(() => rentalSensitivity(deal), [deal]);

  const callbacks = useRef(props);
  useEffect(() => {
    callbacks.current = props;
  });
  useEffect(() => {
    callbacks.current.onReady?.(initial.tab);
  }, [initial.tab]);
  useEffect(() => {
    callbacks.current.onResultsChange?.(result);
  }, [result]);

  useOnChange(analysis.summary, (summary) => {
    const timer = setTimeout(
      () => setAnnouncement(`${RENTAL_TAB_LABELS[tab]} results: ${summary}.`),
      ANNOUNCE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  });

  function selectTab(next: RentalKind) {
    if (next === tab) return;
    setTab(next);
    clearShared();
    callbacks.current.onTabChange?.(next);
  }

  function updateInputs<K extends RentalKind>(kind: K, patch: Partial<RentalState[K]>) {
    setState((current) => ({ ...current, [kind]: { ...current[kind], ...patch } }));
  }

  async function share() {
    await shareLink(encodeRentalDeal(deal), tab, {
      shareUrl: props.shareUrl,
      shareParam: props.shareParam,
      onShare: callbacks.current.onShare,
    });
  }

  return {
    idBase,
    tab,
    state,
    targets,
    setTargets: (patch: Partial<DscrTargets>) =>
      setTargets((current) => ({ ...current, ...patch })),
    advanced,
    toggleAdvanced: () => setAdvanced((shown) => !shown),
    problem,
    dismissProblem: () => setProblem(null),
    shared,
    announcement,
    result,
    analysis,
    explanations,
    lender,
    grid,
    selectTab,
    updateInputs,
    share,
  };
}
