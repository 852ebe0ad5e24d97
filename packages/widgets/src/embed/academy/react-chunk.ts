/**
 * A build-time marker, never loaded: as a fourth entry beside the three apps it makes esbuild
 * put React (reached from all four) in a chunk of its own, apart from the code only the apps
 * share. That chunk is then cached once for every embed on a page and measured on its own
 * (.size-limit.js). tsup.config.ts deletes this entry's own output.
 */
export { createRoot } from "react-dom/client";
export { createPortal } from "react-dom";
export { createElement } from "react";
export { jsx } from "react/jsx-runtime";
