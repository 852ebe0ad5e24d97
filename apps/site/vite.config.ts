import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { preactAliases } from "../../tooling/preact.ts";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

/**
 * Our packages' modules have no side effects except their stylesheets, but only ui's package.json
 * says so, and it counts each component's `.css.ts` among them, which keeps the component too.
 * Telling the bundler lets it drop every component a page does not use (and that component's
 * CSS) instead of shipping the whole design system on every page.
 */
const OWN_PACKAGE_SOURCE = /[\\/]packages[\\/](ui|api|widgets|calculators)[\\/]src[\\/]/;
const isStylesheet = (id: string) => /\.css(\?|$)/.test(id) || id.includes(".vanilla.css");

/**
 * The built site runs on preact/compat: React 19's renderer alone is over 60 KB gzip, two thirds
 * of the 90 KB "/" may load (issue #8). As with the partner embed, development and component
 * tests keep React (Fast Refresh, its warnings); the Playwright journeys run the preact build.
 * Exact names, so react-router-dom and @radix-ui/react-* resolve as usual and reach preact
 * through their own `react` imports.
 */
const siteDir = path.dirname(fileURLToPath(import.meta.url));
const preactRenderer = Object.entries(preactAliases(siteDir)).map(([name, target]) => ({
  find: new RegExp(`^${name}$`),
  replacement: target,
}));

export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: command === "build" ? preactRenderer : [] },
  server: {
    port: 5173,
    host: "127.0.0.1",
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    host: "127.0.0.1",
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  build: {
    // SITE_OUT_DIR lets a test run build into its own folder (see playwright.config.ts).
    outDir: process.env.SITE_OUT_DIR ?? "dist",
    emptyOutDir: true,
    sourcemap: true,
    // Lists each entry's chunks; .size-limit.js reads it to measure what "/" loads.
    manifest: true,
    rollupOptions: {
      treeshake: {
        moduleSideEffects: (id) => !OWN_PACKAGE_SOURCE.test(id) || isStylesheet(id),
      },
    },
  },
}));
