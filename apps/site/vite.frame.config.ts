import path from "node:path";
import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { moduleSideEffects } from "./vite.config.ts";

const siteDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The embed frame page (issue #49), /embed/frame/<kind>: a build of its own after the site's
 * (`pnpm run build`), into the same folder, so that it neither changes how the site's pages
 * are split into chunks (their budgets in .size-limit.js) nor waits for their code. Its files
 * go to assets/ with the site's (hashed names, cached for good), its manifest beside the
 * site's for .size-limit.js.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: process.env.SITE_OUT_DIR ?? "dist",
    emptyOutDir: false,
    sourcemap: true,
    manifest: ".vite/embed-frame-manifest.json",
    rollupOptions: {
      input: path.join(siteDir, "embed/frame/index.html"),
      output: {
        entryFileNames: "assets/embed-frame-[hash].js",
        chunkFileNames: "assets/embed-frame-[name]-[hash].js",
        assetFileNames: "assets/embed-frame-[name]-[hash][extname]",
      },
      treeshake: { moduleSideEffects },
    },
  },
});
