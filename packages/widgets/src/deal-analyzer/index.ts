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
