// Reads the JSON reports of every test layer and prints one line: "N passed, N failed", then the
// name of each failed test (layer, file, title, first line of the error), so the end of a CI log
// says what broke. A layer that left no report (it crashed before writing one) counts as a
// failure, so a broken layer can never pass silently. Exits non-zero when anything failed.
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";

const [reportsDir, ...layers] = process.argv.slice(2);
let passed = 0;
let skipped = 0;
const failures = [];

const firstLine = (text = "") =>
  // Strip colour codes: the list is read in plain logs.
  (
    text
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
      .split("\n")
      .find((line) => line.trim()) ?? ""
  ).trim();

function* playwrightTests(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { titles: [...here, spec.title], spec, test };
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

for (const layer of layers) {
  const file = path.join(reportsDir, `${layer}.json`);
  if (!existsSync(file)) {
    failures.push(`${layer}: no report was written (the layer crashed)`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (layer.startsWith("playwright")) {
    const { expected = 0, flaky = 0, skipped: skip = 0 } = report.stats ?? {};
    passed += expected + flaky;
    skipped += skip;
    for (const suite of report.suites ?? []) {
      for (const { titles, test } of playwrightTests(suite)) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${layer}: ${titles.join(" › ")} — ${firstLine(error)}`);
      }
    }
    for (const error of report.errors ?? []) failures.push(`${layer}: ${firstLine(error.message)}`);
  } else {
    passed += report.numPassedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      const name = path.relative(process.cwd(), result.name);
      const failed = (result.assertionResults ?? []).filter((t) => t.status === "failed");
      for (const test of failed) {
        failures.push(
          `${layer}: ${name} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`,
        );
      }
      // A test file that failed to load has no failing test of its own: count the file.
      if (result.status === "failed" && failed.length === 0) {
        failures.push(`${layer}: ${name} — ${firstLine(result.message)}`);
      }
    }
  }
}

console.log(`${passed} passed, ${failures.length} failed${skipped ? `, ${skipped} skipped` : ""}`);
for (const failure of failures) console.log(`  ✘ ${failure}`);
process.exit(failures.length > 0 || passed === 0 ? 1 : 0);
