/**
 * The Deal Analyzer's behaviour without its markup: the state of all four calculators, the
 * flip's debounce, the results and what they show, the callbacks, announcements and sharing.
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  decodeDeal,
  encodeDeal,
  explain,
  sensitivity,
  type Comp,
  type DealKind,
  type InputsByKind,
} from "@academy/calculators";
import {
  ANNOUNCE_DELAY_MS,
  FLIP_DEBOUNCE_MS,
  INPUT_DEBOUNCE_MS,
  TAB_LABELS,
  TEXT,
} from "./constants.ts";
import { dealOf, initialDealState, normalizeTabs, type DealState } from "./deal-state.ts";
import { useDebouncedValue, useOnChange } from "./hooks.ts";
import { evaluate } from "./modes/index.ts";
import type { DealAnalyzerProps } from "./props.ts";
import { useShareLink } from "./useShareLink.ts";

export function useDealAnalyzer(props: DealAnalyzerProps) {
  const tabsKey = (props.tabs ?? []).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the tab names, not the array
  const tabs = useMemo(() => normalizeTabs(props.tabs), [tabsKey]);
  const [initial] = useState(() =>
    initialDealState({ deal: props.initialDeal, tab: props.initialTab, tabs }),
  );
  const [state, setState] = useState<DealState>(initial.state);
  const [selectedTab, setSelectedTab] = useState<DealKind>(initial.tab);
  const [advanced, setAdvanced] = useState(false);
  const [problem, setProblem] = useState(initial.problem);
  const { shared, share: shareLink, clearShared } = useShareLink();
  const [announcement, setAnnouncement] = useState("");
  const idBase = `da${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const tab = tabs.includes(selectedTab) ? selectedTab : (tabs[0] ?? "land");

  // Flip inputs reach the results 300 ms after the last change; the other tabs at once.
  const flipNow = useMemo(
    () => ({ inputs: state.inputs.flip, comps: state.comps }),
    [state.inputs.flip, state.comps],
  );
  const flipSettled = useDebouncedValue(flipNow, FLIP_DEBOUNCE_MS);
  const tabInputs = tab === "flip" ? flipSettled : state.inputs[tab];
  const settled = useMemo<DealState>(
    () => ({
      inputs: { ...state.inputs, flip: flipSettled.inputs },
      comps: flipSettled.comps,
    }),
    // Only the shown tab's settled inputs matter for the results.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tab, tabInputs],
  );
  const { result, analysis } = useMemo(() => evaluate(tab, settled), [tab, settled]);
  const explanations = useMemo(() => explain(result), [result]);
  const grid = useMemo(
    () => sensitivity(result.kind, result.inputs, { comps: settled.comps }),
    [result, settled.comps],
  );

  const callbacks = useRef(props);
  useEffect(() => {
    callbacks.current = props;
  });

  useEffect(() => {
    callbacks.current.onReady?.(initial.tab);
  }, [initial.tab]);

  useEffect(() => {
    callbacks.current.onResultsChange?.({
      calculator: result.kind,
      inputs: result.inputs,
      comps: result.kind === "flip" ? settled.comps : [],
      results: result,
    });
  }, [result, settled.comps]);

  useOnChange(settled, (next) => {
    callbacks.current.onStateChange?.({ calculator: tab, deal: encodeDeal(dealOf(next, tab)) });
  });

  // One committed analysis per settled deal: keyed by its encoding, so an edit that leaves the
  // deal as it was (or a render) is not a new one; the decoded copy is the sanitized deal.
  const liveDealKey = encodeDeal(dealOf(state, tab));
  const settledDealKey = useDebouncedValue(liveDealKey, INPUT_DEBOUNCE_MS);
  useOnChange(settledDealKey, (key) => {
    const decoded = decodeDeal(key);
    if (decoded.ok) callbacks.current.onDealChange?.(decoded.deal);
  });

  useOnChange(analysis.summary, (summary) => {
    const timer = setTimeout(
      () => setAnnouncement(TEXT.resultsUpdated(TAB_LABELS[tab], summary)),
      ANNOUNCE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  });

  function selectTab(next: DealKind) {
    if (next === tab) return;
    setSelectedTab(next);
    clearShared();
    callbacks.current.onTabChange?.(next);
  }

  function updateInputs<K extends DealKind>(kind: K, patch: Partial<InputsByKind[K]>) {
    setState((current) => ({
      ...current,
      inputs: { ...current.inputs, [kind]: { ...current.inputs[kind], ...patch } },
    }));
  }

  function setComps(comps: Comp[]) {
    setState((current) => ({ ...current, comps }));
  }

  async function share() {
    await shareLink(encodeDeal(dealOf(state, tab)), tab, {
      shareUrl: props.shareUrl,
      shareParam: props.shareParam,
      onShare: callbacks.current.onShare,
    });
  }

  return {
    idBase,
    tabs,
    tab,
    state,
    advanced,
    toggleAdvanced: () => setAdvanced((shown) => !shown),
    problem,
    dismissProblem: () => setProblem(null),
    shared,
    announcement,
    result,
    analysis,
    explanations,
    grid,
    selectTab,
    updateInputs,
    setComps,
    share,
  };
}
