// Reads the JSON reports of every test layer and prints one line: "N passed, N failed".
// A layer that left no report (it crashed before writing one) counts as a failure, so a broken
// layer can never pass silently. Exits non-zero when anything failed.
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";

const [reportsDir, ...layers] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

for (const layer of layers) {
  const file = path.join(reportsDir, `${layer}.json`);
  if (!existsSync(file)) {
    console.error(`${layer}: no report was written (the layer crashed); counted as 1 failure`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (layer.startsWith("playwright")) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped: skip = 0 } = report.stats ?? {};
    passed += expected + flaky;
    failed += unexpected + (report.errors?.length ?? 0);
    skipped += skip;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A test file that failed to load has no failing test of its own: count the file.
    for (const file of report.testResults ?? []) {
      const failures = (file.assertionResults ?? []).filter((t) => t.status === "failed").length;
      if (file.status === "failed" && failures === 0) failed += 1;
    }
  }
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
