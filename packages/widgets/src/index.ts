export { createShadowMount, type ShadowMount } from "./shadow-root.ts";
export { promotionCodeFromLink } from "./shared/PromotionCode/codeLink.ts";
export type { MountedWidget, WidgetMountOptions } from "./shared/widgetHost.tsx";
export * from "./login-modal/index.ts";
export {
  LoginForm,
  type LoginFailure,
  type LoginFormProps,
  type LoginFormText,
} from "./shared/LoginForm/LoginForm.tsx";
export * from "./enrol-modal/index.ts";
export * from "./discord-join/index.ts";
export * from "./subscription/index.ts";
export * from "./calculator-subscribe/index.ts";
export {
  DealAnalyzer,
  initialDealOf,
  TAB_LABELS,
  type DealAnalyzerProps,
  type DealAnalyzerResults,
  type DealAnalyzerShare,
} from "./deal-analyzer/index.ts";
export {
  RentalAnalyzer,
  RENTAL_TAB_LABELS,
  type RentalAnalyzerProps,
  type RentalAnalyzerShare,
} from "./rental-analyzer/index.ts";
export { EMBED_EVENTS, type EmbedEventDetails } from "./embed/events.ts";
export type { DealAnalyzerEmbedOptions } from "./embed/options.ts";
export {
  DealComparison,
  type DealComparisonProps,
} from "./deal-analyzer/saved-deals/DealComparison/DealComparison.tsx";
export {
  compareDeals,
  MAX_COMPARED_DEALS,
  MIN_COMPARED_DEALS,
  type ComparedDeal,
  type Comparison,
  type ComparisonRow,
} from "./deal-analyzer/saved-deals/compareDeals.ts";
export { readSavedDeal } from "./deal-analyzer/saved-deals/readSavedDeal.ts";
export { COMPARE_TEXT } from "./deal-analyzer/saved-deals/constants.ts";
export { mountEmbedFrame, type EmbedFrameMountOptions } from "./embed/frame/mountEmbedFrame.tsx";
export { openOnSite, type SiteOpener } from "./embed/frame/openOnSite.ts";
