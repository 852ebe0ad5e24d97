export { createShadowMount, type ShadowMount } from "./shadow-root.ts";
export * from "./login-modal/index.ts";
export * from "./enrol-modal/index.ts";
