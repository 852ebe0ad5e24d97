export {
  CalculatorSubscribeModal,
  saleModeFor,
  type CalculatorSubscribeModalProps,
} from "./CalculatorSubscribeModal.tsx";
export { CalculatorNagModal, type CalculatorNagModalProps } from "./CalculatorNagModal.tsx";
export {
  mountCalculatorSubscribe,
  type CalculatorSubscribeMountOptions,
  type MountedCalculatorSubscribe,
} from "./mount.tsx";
export {
  readAnalysisCount,
  recordAnalysis,
  useAnalysisNag,
  type AnalysisNag,
} from "./analysisCounter.ts";
export {
  ANALYSIS_COUNT_KEY,
  CALCULATOR_PATH,
  CALCULATOR_SUBSCRIBE_TEXT,
  NAG_AT_ANALYSES,
  NAG_TEXT,
  POST_SUBSCRIBE_NAVIGATE_MS,
} from "./constants.ts";
