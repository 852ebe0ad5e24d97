import { createRequire } from "node:module";
import path from "node:path";

/**
 * Where each React entry point a bundle imports is found in preact/compat. React 19's renderer
 * is about 60 KB gzip; preact/compat renders the same components in about 10 KB, which is what
 * lets the partner embed and the landing page meet their size budgets. `fromDir` is the package
 * that depends on preact (this folder has no node_modules of its own).
 */
export function preactAliases(fromDir: string): Record<string, string> {
  const require = createRequire(path.join(fromDir, "package.json"));
  const preact = path.dirname(require.resolve("preact/package.json"));
  return {
    react: path.join(preact, "compat"),
    "react-dom": path.join(preact, "compat"),
    "react-dom/client": path.join(preact, "compat/client"),
    "react/jsx-runtime": path.join(preact, "jsx-runtime"),
    "react/jsx-dev-runtime": path.join(preact, "jsx-runtime"),
  };
}
