import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

/**
 * Our packages' modules have no side effects except their stylesheets, but their package.json
 * files do not say so. Telling the bundler lets it drop every component a page does not use
 * (and that component's CSS) instead of shipping the whole design system on every page.
 */
const OWN_PACKAGE_SOURCE = /[\\/]packages[\\/](ui|api|widgets|calculators)[\\/]src[\\/]/;
const isStylesheet = (id: string) => /\.css(\?|$)/.test(id) || id.includes(".vanilla.css");

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
});
