import { lazy, Suspense } from "react";
import type { RentalKind } from "@academy/calculators";
import { ThemeRoot, VisuallyHidden } from "@academy/ui";
import {
  accentStyle,
  AnalyzerActions,
  ANALYZER_TEXT as TEXT,
  analyzerLayout as styles,
  CalculatorTabs,
  clampHeadingLevel,
  FigureList,
  HeadingLevelContext,
  InputForm,
  panelId,
  SensitivityTable,
  ShareBox,
  SharedDealNotice,
  SubHeading,
  tabId,
} from "../deal-analyzer/index.ts";
import {
  RENTAL_KINDS,
  RENTAL_SENSITIVITY_TEXT,
  RENTAL_TAB_LABELS,
  RENTAL_TEXT as T,
} from "./constants.ts";
import { BRRRR_FIELDS, LENDER_FIELDS, RENTAL_FIELDS } from "./fields.ts";
import { ProjectionTable } from "./ProjectionTable/ProjectionTable.tsx";
import type { RentalAnalyzerProps } from "./props.ts";
import { useRentalAnalyzer } from "./useRentalAnalyzer.ts";

export type { RentalAnalyzerProps, RentalAnalyzerShare } from "./props.ts";

// The charts (and their SVG library) are a chunk of their own, fetched after first paint.
const RentalCharts = lazy(() =>
  import("./RentalCharts/RentalCharts.tsx").then((module) => ({ default: module.RentalCharts })),
);

/**
 * The Rental Analyzer (issue 46, beyond the spec): buy-and-hold rental and BRRRR tabs with DSCR
 * lender sizing, a year-by-year projection and charts, built from the Deal Analyzer's parts so
 * it looks, reads and behaves the same (explanations, sensitivity, share, print).
 */
export function RentalAnalyzer(props: RentalAnalyzerProps) {
  const { theme = "light", accentColor } = props;
  const analyzer = useRentalAnalyzer(props);
  const { idBase, tab, advanced, problem, shared, result, analysis } = analyzer;
  const ids = {
    inputs: `${idBase}-inputs`,
    analysis: `${idBase}-analysis`,
    advancedInputs: `${idBase}-advanced-inputs`,
    lenderInputs: `${idBase}-lender-inputs`,
    shareLink: `${idBase}-share-link`,
  };

  function renderForm(kind: RentalKind) {
    return kind === "rental" ? (
      <InputForm
        key="rental"
        fields={RENTAL_FIELDS}
        inputs={analyzer.state.rental}
        onInputsChange={(patch) => analyzer.updateInputs("rental", patch)}
        advanced={advanced}
        advancedId={ids.advancedInputs}
      />
    ) : (
      <InputForm
        key="brrrr"
        fields={BRRRR_FIELDS}
        inputs={analyzer.state.brrrr}
        onInputsChange={(patch) => analyzer.updateInputs("brrrr", patch)}
        advanced={advanced}
        advancedId={ids.advancedInputs}
      />
    );
  }

  return (
    <HeadingLevelContext.Provider value={clampHeadingLevel(props.headingLevel)}>
      <ThemeRoot theme={theme} className={styles.root} style={accentStyle(accentColor)}>
        <div className={styles.stack} data-rental-analyzer-root="">
          <div className={styles.header}>
            <SubHeading depth={0} className={styles.title}>
              {T.title}
            </SubHeading>
            <p className={styles.subtitle}>{T.subtitle}</p>
            <p className={styles.printOnly}>{RENTAL_TAB_LABELS[tab]}</p>
          </div>

          <SharedDealNotice
            message={
              problem === null
                ? null
                : problem === "malformed"
                  ? TEXT.sharedDealNoticeBody
                  : T.sharedOtherTool
            }
            onDismiss={analyzer.dismissProblem}
          />

          <div className={styles.toolbar}>
            <CalculatorTabs
              tabs={RENTAL_KINDS}
              value={tab}
              onValueChange={analyzer.selectTab}
              idBase={idBase}
              labels={RENTAL_TAB_LABELS}
              listLabel={T.tabListLabel}
            />
            <AnalyzerActions
              advanced={advanced}
              advancedControls={ids.advancedInputs}
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
              {tab === "rental" ? (
                <div className={styles.group}>
                  <SubHeading depth={2} className={styles.groupTitle}>
                    {T.lender}
                  </SubHeading>
                  <InputForm
                    fields={LENDER_FIELDS}
                    inputs={analyzer.targets}
                    onInputsChange={analyzer.setTargets}
                    advanced={false}
                    advancedId={ids.lenderInputs}
                  />
                </div>
              ) : null}
            </div>

            <div className={styles.section}>
              <div className={styles.sectionHeader}>
                <SubHeading depth={1} id={ids.analysis} className={styles.sectionTitle}>
                  {T.dealAnalysis}
                </SubHeading>
              </div>
              <FigureList
                figures={analysis.headline}
                variant="headline"
                explanations={analyzer.explanations}
              />
              <div className={styles.analysisColumns}>
                <div className={styles.column}>
                  {analysis.groups.map((group) => (
                    <div key={group.id} className={styles.group}>
                      <SubHeading depth={2} className={styles.groupTitle}>
                        {group.title}
                      </SubHeading>
                      <FigureList figures={group.figures} explanations={analyzer.explanations} />
                    </div>
                  ))}
                  {tab === "rental" ? (
                    <div className={styles.group}>
                      <SubHeading depth={2} className={styles.groupTitle}>
                        {T.lender}
                      </SubHeading>
                      <FigureList figures={analyzer.lender} explanations={analyzer.explanations} />
                    </div>
                  ) : null}
                </div>
                <div className={styles.column}>
                  <SensitivityTable grid={analyzer.grid} text={RENTAL_SENSITIVITY_TEXT[tab]} />
                </div>
              </div>
              <Suspense fallback={<p className={styles.subtitle}>{T.chartsLoading}</p>}>
                <RentalCharts years={result.projection} loan={result.loanAmount} />
              </Suspense>
              <ProjectionTable years={result.projection} />
            </div>
          </div>

          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
            {analyzer.announcement}
          </VisuallyHidden>
        </div>
      </ThemeRoot>
    </HeadingLevelContext.Provider>
  );
}
