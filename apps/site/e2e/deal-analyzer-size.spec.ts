/**
 * The embed's size budgets (packages/widgets/.size-limit.json), checked on the build the other
 * specs run against: loader at most 2 KB gzip, full embed (React, JS and CSS) at most 105 KB gzip.
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
  expect(results).toHaveLength(2);
  expect(results.filter((result) => !result.passed)).toEqual([]);
});
