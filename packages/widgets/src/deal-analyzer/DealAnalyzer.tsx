import type { DealKind } from "@academy/calculators";
import { ThemeRoot, VisuallyHidden } from "@academy/ui";
import { accentStyle } from "./accent.ts";
import { AnalysisPanel } from "./AnalysisPanel/AnalysisPanel.tsx";
import { AnalyzerActions } from "./AnalyzerActions/AnalyzerActions.tsx";
import { CalculatorTabs, panelId, tabId } from "./CalculatorTabs/CalculatorTabs.tsx";
import { CompsEditor } from "./CompsEditor/CompsEditor.tsx";
import { TAB_LABELS, TEXT } from "./constants.ts";
import * as styles from "./DealAnalyzer.css.ts";
import {
  clampHeadingLevel,
  HeadingLevelContext,
  SubHeading,
} from "./HeadingLevel/HeadingLevel.tsx";
import { InputForm } from "./InputForm/InputForm.tsx";
import { MODES, type Mode } from "./modes/index.ts";
import type { DealAnalyzerProps } from "./props.ts";
import { ShareBox } from "./ShareBox/ShareBox.tsx";
import { SharedDealNotice } from "./SharedDealNotice/SharedDealNotice.tsx";
import { useDealAnalyzer } from "./useDealAnalyzer.ts";

export type { DealAnalyzerProps, DealAnalyzerResults, DealAnalyzerShare } from "./props.ts";

/**
 * The Deal Analyzer (spec/investor-tools.md sections 2 to 5): four calculators in tabs, inputs
 * on the left and the analysis on the right, with explanations, a sensitivity table, a cost
 * breakdown, share links and a print layout. Each calculator is one entry of `MODES`.
 */
export function DealAnalyzer(props: DealAnalyzerProps) {
  const { theme = "light", accentColor } = props;
  const analyzer = useDealAnalyzer(props);
  const { idBase, tab, advanced, problem, shared } = analyzer;
  const ids = {
    title: `${idBase}-title`,
    inputs: `${idBase}-inputs`,
    analysis: `${idBase}-analysis`,
    advancedInputs: `${idBase}-advanced-inputs`,
    advancedResults: `${idBase}-advanced-results`,
    shareLink: `${idBase}-share-link`,
  };

  /** The shown tab's form, driven by its mode's field table. */
  function renderForm<K extends DealKind>(kind: K) {
    const mode: Mode<K> = MODES[kind];
    return (
      <InputForm
        key={kind}
        fields={mode.fields}
        inputs={analyzer.state.inputs[kind]}
        onInputsChange={(patch) => analyzer.updateInputs(kind, patch)}
        comps={analyzer.state.comps}
        renderComps={() => (
          <CompsEditor comps={analyzer.state.comps} onCompsChange={analyzer.setComps} />
        )}
        advanced={advanced}
        advancedId={ids.advancedInputs}
      />
    );
  }

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

          <SharedDealNotice
            message={
              problem === null
                ? null
                : problem === "malformed"
                  ? TEXT.sharedDealNoticeBody
                  : TEXT.sharedDealOtherCalculator
            }
            onDismiss={analyzer.dismissProblem}
          />

          <div className={styles.toolbar}>
            <CalculatorTabs
              tabs={analyzer.tabs}
              value={tab}
              onValueChange={analyzer.selectTab}
              idBase={idBase}
              labels={TAB_LABELS}
              listLabel={TEXT.tabListLabel}
            />
            <AnalyzerActions
              advanced={advanced}
              advancedControls={`${ids.advancedInputs} ${ids.advancedResults}`}
              onToggleAdvanced={analyzer.toggleAdvanced}
              onShare={() => void analyzer.share()}
            />
          </div>

          <ShareBox id={ids.shareLink} shared={shared} />

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
              {renderForm(tab)}
            </div>
            <AnalysisPanel
              result={analyzer.result}
              analysis={analyzer.analysis}
              explanations={analyzer.explanations}
              grid={analyzer.grid}
              advanced={advanced}
              titleId={ids.analysis}
              advancedId={ids.advancedResults}
            />
          </div>

          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
            {analyzer.announcement}
          </VisuallyHidden>
        </div>
      </ThemeRoot>
    </HeadingLevelContext.Provider>
  );
}
