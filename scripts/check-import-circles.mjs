// House rule: imports point one way, with no circle anywhere in product code, type imports
// included (DESIGN.md). Runs madge over every package's src with the package's own tsconfig
// (its path aliases and .ts extensions) and fails on any circle.
// Usage: node scripts/check-import-circles.mjs [apps/server ...]   (exit 1 on any circle)
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import madge from "madge";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const named = process.argv.slice(2);
const packages =
  named.length > 0
    ? named
    : ["apps", "packages"].flatMap((group) =>
        readdirSync(path.join(root, group))
          .map((name) => path.join(group, name))
          .filter((dir) => existsSync(path.join(root, dir, "src"))),
      );

let circles = 0;
for (const dir of packages) {
  const tsConfig = path.join(root, dir, "tsconfig.json");
  const result = await madge(path.join(root, dir, "src"), {
    fileExtensions: ["ts", "tsx"],
    ...(existsSync(tsConfig) ? { tsConfig } : {}),
    // Type-only imports count: a circle of types is still a circle of knowledge.
    detectiveOptions: {
      ts: { skipTypeImports: false },
      tsx: { skipTypeImports: false },
    },
  });
  const found = result.circular();
  circles += found.length;
  console.log(`${dir}/src: ${found.length} import circle${found.length === 1 ? "" : "s"}`);
  for (const circle of found) console.log(`  ${circle.join(" > ")}`);
}
process.exit(circles === 0 ? 0 : 1);
