import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

/**
 * Library build: ES modules, one file per source module so a consumer's bundler drops the
 * components it does not use (see "sideEffects" in package.json), plus one stylesheet.
 * Dependencies are left to the consumer. Class names are prefixed hashes, so they cannot
 * collide with a host page's classes.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: ({ hash }) => `aui_${hash}` })],
  build: {
    lib: { entry: "src/index.ts", formats: ["es"], fileName: "index", cssFileName: "style" },
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@radix-ui\//, /^@vanilla-extract\//],
      output: { preserveModules: true, preserveModulesRoot: "src", entryFileNames: "[name].js" },
    },
  },
});
