// House rule: no product source file over 300 lines (DESIGN.md). Lists every file under
// apps/*/src and packages/*/src longer than that and asks ESLint's own configuration whether
// `max-lines` guards it, so the exemptions stay where they are written (eslint.config.js) and
// this check cannot drift from `pnpm lint`. Also finds comments that switch the rule off.
// Usage: node scripts/check-file-lengths.mjs   (exit 1 on an unguarded or bypassed file)
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";

const MAX_LINES = 300;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const files = execFileSync("git", ["ls-files", "apps/*/src/**", "packages/*/src/**"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));

const eslint = new ESLint({ cwd: root });
const exempt = [];
const over = [];
const bypassed = [];
for (const file of files) {
  const text = readFileSync(path.join(root, file), "utf8");
  if (/eslint-disable[^\n]*max-lines|eslint-disable\s*(\*\/|$)/m.test(text)) bypassed.push(file);
  // ESLint counts lines as split on line breaks; a final newline adds no line of its own.
  const lines = text.split(/\r\n|\r|\n/).length - (text.endsWith("\n") ? 1 : 0);
  if (lines <= MAX_LINES) continue;
  const config = await eslint.calculateConfigForFile(path.join(root, file));
  const rule = config?.rules?.["max-lines"];
  const guarded = Array.isArray(rule) ? rule[0] === 2 || rule[0] === "error" : false;
  (guarded ? over : exempt).push(`${String(lines).padStart(5)}  ${file}`);
}

console.log(`${files.length} source files checked; over ${MAX_LINES} lines:`);
console.log(`- exempt in eslint.config.js (tests, stories, test support, mocks, data):`);
for (const line of exempt) console.log(`  ${line}`);
console.log(`- product source (must be split): ${over.length === 0 ? "none" : ""}`);
for (const line of over) console.log(`  ${line}`);
console.log(
  `- files switching max-lines off: ${bypassed.length === 0 ? "none" : bypassed.join(", ")}`,
);
process.exitCode = over.length > 0 || bypassed.length > 0 ? 1 : 0;
