import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import {
  encodeDeal,
  explain,
  NUMERIC_FIELD_RULES,
  sensitivity,
  type AnyResults,
  type Comp,
  type DealKind,
  type InputsByKind,
} from "@academy/calculators";
import { Badge, Button, InlineAlert, TextInput, ThemeRoot, VisuallyHidden } from "@academy/ui";
import { accentStyle } from "./accent.ts";
import { CalculatorTabs, panelId, tabId } from "./CalculatorTabs/CalculatorTabs.tsx";
import { ANNOUNCE_DELAY_MS, FLIP_DEBOUNCE_MS, TAB_LABELS, TEXT } from "./constants.ts";
import { CostBreakdownChart } from "./CostBreakdownChart/CostBreakdownChart.tsx";
import * as styles from "./DealAnalyzer.css.ts";
import { dealOf, initialDealState, normalizeTabs, type DealState } from "./deal-state.ts";
import { FigureList } from "./FigureList/FigureList.tsx";
import {
  clampHeadingLevel,
  HeadingLevelContext,
  SubHeading,
} from "./HeadingLevel/HeadingLevel.tsx";
import { useDebouncedValue, useOnChange } from "./hooks.ts";
import { InputForm } from "./InputForm/InputForm.tsx";
import {
  analysisOf,
  analyze,
  constructionFields,
  flipFields,
  landFields,
  renovationFields,
} from "./modes/index.ts";
import { SensitivityTable } from "./SensitivityTable/SensitivityTable.tsx";
import { copyToClipboard, DEFAULT_SHARE_PARAM, shareUrlFor, showInAddressBar } from "./share.ts";

/** What the analyzer reports whenever its results change (also the embed's DOM event detail). */
export interface DealAnalyzerResults {
  calculator: DealKind;
  /** The sanitized inputs the results were computed from. */
  inputs: InputsByKind[DealKind];
  /** The flip's comparable sales; empty for the other calculators. */
  comps: Comp[];
  results: AnyResults;
}

export interface DealAnalyzerShare {
  calculator: DealKind;
  /** The encoded deal (`encodeDeal`). */
  deal: string;
  url: string;
}

export interface DealAnalyzerProps {
  /** The tab shown first (a shared deal's own calculator wins when this is not given). */
  initialTab?: DealKind | undefined;
  /** Which calculators to offer, in the spec's order; all four by default. */
  tabs?: readonly DealKind[] | undefined;
  theme?: "light" | "dark" | undefined;
  /** Any CSS colour for tabs, buttons and focus rings; ignored if it is not a colour. */
  accentColor?: string | undefined;
  /** An encoded deal from a share link, restored on mount. */
  initialDeal?: string | null | undefined;
  /** The level of the widget's title: 1 on a page of its own, 2 (default) inside a page. */
  headingLevel?: number | undefined;
  /** The query parameter share links carry the deal in ("deal"). */
  shareParam?: string | undefined;
  /** Builds the share link; by default the current address with the deal in `shareParam`. */
  shareUrl?: ((deal: string, calculator: DealKind) => string) | undefined;
  /** After the first render, once the widget can be used, with the tab it shows. */
  onReady?: ((calculator: DealKind) => void) | undefined;
  /** The tab or its inputs changed (after the flip's debounce): for keeping them in a URL. */
  onStateChange?: ((state: { calculator: DealKind; deal: string }) => void) | undefined;
  /** New results: on mount and after every change (flip: after the debounce). */
  onResultsChange?: ((results: DealAnalyzerResults) => void) | undefined;
  onTabChange?: ((calculator: DealKind) => void) | undefined;
  onShare?: ((share: DealAnalyzerShare) => void) | undefined;
}

/**
 * The Deal Analyzer (spec/investor-tools.md sections 2 to 5): four calculators in tabs, inputs
 * on the left and the analysis on the right, with explanations, a sensitivity table, a cost
 * breakdown, share links and a print layout. Used as a React component on our site and,
 * rendered by preact/compat in a shadow root, as the partners' embed.
 */
export function DealAnalyzer(props: DealAnalyzerProps) {
  const { theme = "light", accentColor } = props;
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
  const [shared, setShared] = useState<{ url: string; copied: boolean } | null>(null);
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
  const result = useMemo(() => analyze(tab, settled), [tab, settled]);
  const analysis = useMemo(() => analysisOf(result), [result]);
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
    setShared(null);
    callbacks.current.onTabChange?.(next);
  }

  function updateInputs<K extends DealKind>(kind: K, patch: Partial<InputsByKind[K]>) {
    setState((current) => ({
      ...current,
      inputs: { ...current.inputs, [kind]: { ...current.inputs[kind], ...patch } },
    }));
  }

  async function share() {
    const deal = encodeDeal(dealOf(state, tab));
    const url = props.shareUrl
      ? props.shareUrl(deal, tab)
      : shareUrlFor(deal, props.shareParam ?? DEFAULT_SHARE_PARAM);
    showInAddressBar(url);
    setShared({ url, copied: false });
    callbacks.current.onShare?.({ calculator: tab, deal, url });
    const copied = await copyToClipboard(url);
    setShared((current) => (current?.url === url ? { url, copied } : current));
  }

  function renderForm() {
    const common = {
      advanced,
      advancedId: ids.advancedInputs,
      comps: state.comps,
      onCompsChange: (comps: Comp[]) => setState((current) => ({ ...current, comps })),
    };
    const { inputs } = state;
    switch (tab) {
      case "land":
        return (
          <InputForm
            key="land"
            fields={landFields}
            rules={NUMERIC_FIELD_RULES.land}
            inputs={inputs.land}
            onInputsChange={(patch) => updateInputs("land", patch)}
            {...common}
          />
        );
      case "flip":
        return (
          <InputForm
            key="flip"
            fields={flipFields}
            rules={NUMERIC_FIELD_RULES.flip}
            inputs={inputs.flip}
            onInputsChange={(patch) => updateInputs("flip", patch)}
            {...common}
          />
        );
      case "renovation":
        return (
          <InputForm
            key="renovation"
            fields={renovationFields}
            rules={NUMERIC_FIELD_RULES.renovation}
            inputs={inputs.renovation}
            onInputsChange={(patch) => updateInputs("renovation", patch)}
            {...common}
          />
        );
      case "construction":
        return (
          <InputForm
            key="construction"
            fields={constructionFields}
            rules={NUMERIC_FIELD_RULES.construction}
            inputs={inputs.construction}
            onInputsChange={(patch) => updateInputs("construction", patch)}
            {...common}
          />
        );
    }
  }

  const ids = {
    title: `${idBase}-title`,
    inputs: `${idBase}-inputs`,
    analysis: `${idBase}-analysis`,
    advancedInputs: `${idBase}-advanced-inputs`,
    advancedResults: `${idBase}-advanced-results`,
    shareLink: `${idBase}-share-link`,
  };
  const advancedGroups = analysis.groups.filter((group) => group.advanced);

  return (
    <HeadingLevelContext.Provider value={clampHeadingLevel(props.headingLevel)}>
      <ThemeRoot theme={theme} className={styles.root} style={accentStyle(accentColor)}>
        {/*
          No landmarks of its own: the page around it decides those, and two analyzers on one
          page would otherwise repeat the same ones. Headings give the structure.
        */}
        <div className={styles.stack} data-deal-analyzer-root="">
          <div className={styles.header}>
            <SubHeading depth={0} id={ids.title} className={styles.title}>
              {TEXT.title}
            </SubHeading>
            <p className={styles.subtitle}>{TEXT.subtitle}</p>
            {/* The tabs are not printed, so the printout says which calculator it is. */}
            <p className={styles.printOnly}>{TAB_LABELS[tab]}</p>
          </div>

          {problem ? (
            <InlineAlert tone="warning" title={TEXT.sharedDealNoticeTitle} data-print="hide">
              {problem === "malformed" ? TEXT.sharedDealNoticeBody : TEXT.sharedDealOtherCalculator}{" "}
              <Button
                variant="link"
                size="sm"
                className={styles.noticeActions}
                onClick={() => setProblem(null)}
              >
                {TEXT.dismiss}
              </Button>
            </InlineAlert>
          ) : null}

          <div className={styles.toolbar}>
            <CalculatorTabs tabs={tabs} value={tab} onValueChange={selectTab} idBase={idBase} />
            <div className={styles.actions} data-print="hide">
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={advanced}
                aria-controls={`${ids.advancedInputs} ${ids.advancedResults}`}
                onClick={() => setAdvanced((shown) => !shown)}
              >
                {advanced ? TEXT.hideAdvanced : TEXT.showAdvanced}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => void share()}>
                {TEXT.share}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => window.print()}>
                {TEXT.print}
              </Button>
            </div>
          </div>

          {shared ? (
            <div className={styles.shareBox} data-print="hide">
              <p role="status">{shared.copied ? TEXT.shareCopied : TEXT.shareNotCopied}</p>
              <label htmlFor={ids.shareLink}>{TEXT.shareLinkLabel}</label>
              <TextInput
                id={ids.shareLink}
                size="sm"
                readOnly
                value={shared.url}
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
          ) : null}

          <div
            role="tabpanel"
            id={panelId(idBase)}
            aria-labelledby={tabId(idBase, tab)}
            className={styles.panel}
          >
            <div className={styles.section}>
              <SubHeading depth={1} id={ids.inputs} className={styles.sectionTitle}>
                {TEXT.inputParameters}
              </SubHeading>
              {renderForm()}
            </div>

            <div className={styles.section}>
              <div className={styles.sectionHeader}>
                <SubHeading depth={1} id={ids.analysis} className={styles.sectionTitle}>
                  {TEXT.dealAnalysis}
                </SubHeading>
                <Badge tone={result.badge} data-recommendation={result.badge}>
                  <VisuallyHidden>{TEXT.recommendation}: </VisuallyHidden>
                  {result.recommendation}
                </Badge>
              </div>
              <FigureList
                figures={analysis.headline}
                variant="headline"
                explanations={explanations}
              />
              <div className={styles.analysisColumns}>
                <div className={styles.column}>
                  {analysis.groups
                    .filter((group) => !group.advanced)
                    .map((group) => (
                      <FigureGroupSection key={group.id} title={group.title}>
                        <FigureList figures={group.figures} />
                      </FigureGroupSection>
                    ))}
                  <div id={ids.advancedResults} className={styles.column} hidden={!advanced}>
                    {advancedGroups.map((group) => (
                      <FigureGroupSection key={group.id} title={group.title}>
                        <FigureList figures={group.figures} />
                      </FigureGroupSection>
                    ))}
                  </div>
                </div>
                <div className={styles.column}>
                  <CostBreakdownChart items={analysis.costs} />
                  <SensitivityTable grid={grid} />
                </div>
              </div>
            </div>
          </div>

          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
            {announcement}
          </VisuallyHidden>
        </div>
      </ThemeRoot>
    </HeadingLevelContext.Provider>
  );
}

function FigureGroupSection({
  title,
  children,
}: {
  title?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.group}>
      {title ? (
        <SubHeading depth={2} className={styles.groupTitle}>
          {title}
        </SubHeading>
      ) : null}
      {children}
    </div>
  );
}
