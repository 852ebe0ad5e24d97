import { writeFileSync } from "node:fs";
import type { CheckResult } from "./report.ts";

/**
 * The checks as a test report in Vitest's JSON shape (one test per check), so the README's
 * test command counts the short CI run among the other layers (scripts/test-summary.mjs) and
 * names a failed check at the end of the log.
 */
export function writeTestReport(file: string, results: CheckResult[], summary: string): void {
  const failed = results.filter((result) => !result.ok);
  writeFileSync(
    file,
    JSON.stringify({
      numPassedTests: results.length - failed.length,
      numFailedTests: failed.length,
      testResults: [
        {
          name: "apps/server/scripts/production-bench/main.ts",
          status: failed.length > 0 ? "failed" : "passed",
          assertionResults: results.map((result) => ({
            fullName: `production shape under load and kill -9 › ${result.name}`,
            status: result.ok ? "passed" : "failed",
            failureMessages: result.ok ? [] : [`${result.detail}\n${summary}`],
          })),
        },
      ],
    }),
  );
}
