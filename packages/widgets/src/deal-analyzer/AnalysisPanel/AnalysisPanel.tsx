import type { ReactNode } from "react";
import type { AnyResults, ExplainLine, SensitivityGrid } from "@academy/calculators";
import { Badge, VisuallyHidden } from "@academy/ui";
import { SENSITIVITY_TEXT, TEXT } from "../constants.ts";
import { CostBreakdownChart } from "../CostBreakdownChart/CostBreakdownChart.tsx";
import * as styles from "../DealAnalyzer.css.ts";
import { FigureList } from "../FigureList/FigureList.tsx";
import { SubHeading } from "../HeadingLevel/HeadingLevel.tsx";
import type { Analysis } from "../modes/index.ts";
import { SensitivityTable } from "../SensitivityTable/SensitivityTable.tsx";

export interface AnalysisPanelProps {
  result: AnyResults;
  analysis: Analysis;
  explanations: readonly ExplainLine[];
  grid: SensitivityGrid;
  /** Whether the advanced figures are shown (Show/Hide Advanced). */
  advanced: boolean;
  titleId: string;
  /** Id of the advanced figures, which the Show/Hide Advanced button also controls. */
  advancedId: string;
}

/** The right panel: Deal Analysis with its badge, the figures, the chart and the table. */
export function AnalysisPanel(props: AnalysisPanelProps) {
  const { result, analysis, advanced } = props;
  return (
    <div className={styles.section}>
      <div className={styles.sectionHeader}>
        <SubHeading depth={1} id={props.titleId} className={styles.sectionTitle}>
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
        explanations={props.explanations}
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
          <div id={props.advancedId} className={styles.column} hidden={!advanced}>
            {analysis.groups
              .filter((group) => group.advanced)
              .map((group) => (
                <FigureGroupSection key={group.id} title={group.title}>
                  <FigureList figures={group.figures} />
                </FigureGroupSection>
              ))}
          </div>
        </div>
        <div className={styles.column}>
          <CostBreakdownChart items={analysis.costs} />
          <SensitivityTable
            grid={props.grid}
            text={SENSITIVITY_TEXT[props.grid.kind]}
            percent={props.grid.metric === "roi"}
          />
        </div>
      </div>
    </div>
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
