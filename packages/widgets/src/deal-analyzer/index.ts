// The Deal Analyzer's front door: what the package and the embed use of it.
export {
  DealAnalyzer,
  type DealAnalyzerProps,
  type DealAnalyzerResults,
  type DealAnalyzerShare,
} from "./DealAnalyzer.tsx";
export { initialDealOf } from "./deal-state.ts";
export { TAB_LABELS } from "./constants.ts";
export { dealFromLocation } from "./share.ts";

// Parts the Rental Analyzer (issue 46) builds on, so the two look and behave alike: the layout,
// tabs, form (with its field rules), figures with "How is this calculated?", sensitivity table,
// heading levels, accent colour and share-link helpers.
export * as analyzerLayout from "./DealAnalyzer.css.ts";
export { CalculatorTabs, panelId, tabId } from "./CalculatorTabs/CalculatorTabs.tsx";
export { InputForm } from "./InputForm/InputForm.tsx";
export { FigureList } from "./FigureList/FigureList.tsx";
export { SensitivityTable } from "./SensitivityTable/SensitivityTable.tsx";
export {
  clampHeadingLevel,
  HeadingLevelContext,
  SubHeading,
} from "./HeadingLevel/HeadingLevel.tsx";
export { accentStyle } from "./accent.ts";
export { useDebouncedValue, useOnChange } from "./hooks.ts";
export { money as moneyFigure, ratioTone } from "./modes/format.ts";
export type { Figure, FigureGroup } from "./modes/types.ts";
export type { NumberFieldSpec } from "./fields/types.ts";
export { DECIMAL, WHOLE_NUMBER } from "./fields/rules.ts";
export { useShareLink } from "./useShareLink.ts";
export { AnalyzerActions } from "./AnalyzerActions/AnalyzerActions.tsx";
export { ShareBox } from "./ShareBox/ShareBox.tsx";
export { SharedDealNotice } from "./SharedDealNotice/SharedDealNotice.tsx";
export { TEXT as ANALYZER_TEXT, ANNOUNCE_DELAY_MS, INPUT_DEBOUNCE_MS } from "./constants.ts";
