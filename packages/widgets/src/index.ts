export { createShadowMount, type ShadowMount } from "./shadow-root.ts";
export type { MountedWidget, WidgetMountOptions } from "./shared/widgetHost.tsx";
export * from "./login-modal/index.ts";
export * from "./enrol-modal/index.ts";
export * from "./discord-join/index.ts";
export * from "./subscription/index.ts";
export {
  DealAnalyzer,
  type DealAnalyzerProps,
  type DealAnalyzerResults,
  type DealAnalyzerShare,
} from "./deal-analyzer/DealAnalyzer.tsx";
export { EMBED_EVENTS, type EmbedEventDetails } from "./embed/events.ts";
export type { DealAnalyzerEmbedOptions } from "./embed/options.ts";
