export { createShadowMount, type ShadowMount } from "./shadow-root.ts";
