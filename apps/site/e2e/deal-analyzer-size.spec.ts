/**
 * The embeds' size budgets (packages/widgets/.size-limit.js), checked on the build the other
 * specs run against: the Deal Analyzer's loader at most 2 KB gzip and its full embed (React, JS
 * and CSS) at most 105 KB gzip, beside the payment and login embeds' own budgets.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

const widgets = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../packages/widgets",
);

test("the loader and the full embed stay within their size budgets", () => {
  const output = execFileSync("pnpm", ["exec", "size-limit", "--json"], {
    cwd: widgets,
    encoding: "utf8",
  });
  const results = JSON.parse(output) as { name: string; passed: boolean; size: number }[];
  for (const result of results)
    console.log(`${result.name}: ${(result.size / 1024).toFixed(2)} KiB gzip`);
  const names = results.map((result) => result.name);
  expect(names.some((name) => name.startsWith("Loader: dist/deal-analyzer.js"))).toBe(true);
  expect(names.some((name) => name.startsWith("Full embed: dist/deal-analyzer.app.js"))).toBe(true);
  expect(results.filter((result) => !result.passed)).toEqual([]);
});
