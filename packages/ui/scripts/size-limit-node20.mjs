/**
 * Runs the size-limit CLI from this package on Node 20.
 *
 * The workspace root pins size-limit 14, which needs Node >= 22.19 (it imports `glob` from
 * node:fs/promises); this machine runs Node 20, so the package uses size-limit 12 with its own
 * preset. size-limit loads plugins with a bare `import("@size-limit/...")` from its own folder,
 * where pnpm's hoisting would hand it the root's v14 preset (rolldown-based, unknown to v12).
 * This hook resolves those imports from this package instead, then starts the CLI.
 */
import { createRequire, register } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const packageUrl = pathToFileURL(`${process.cwd()}/package.json`).href;

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      const fromSizeLimit = context.parentURL && /\\/size-limit@12[^/]*\\/node_modules\\/size-limit\\//.test(context.parentURL);
      if (fromSizeLimit && specifier.startsWith("@size-limit/")) {
        return next(specifier, { ...context, parentURL: ${JSON.stringify(packageUrl)} });
      }
      return next(specifier, context);
    }
  `)}`,
);

const sizeLimitDir = dirname(createRequire(packageUrl).resolve("size-limit/package.json"));
await import(pathToFileURL(join(sizeLimitDir, "bin.js")).href);
