// @vitest-environment node
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { OPENAPI_YAML, REDOCLY_CONFIG } from "./paths.ts";

const run = promisify(execFile);

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location?: { pointer?: string }[] }[];
}

describe("openapi.yaml", () => {
  it("passes the Redocly lint with no errors and no warnings", async () => {
    // The CLI (not a library call) so the test checks exactly what `lint:contract` runs.
    const cliPackage = createRequire(import.meta.url).resolve("@redocly/cli/package.json");
    const cli = join(dirname(cliPackage), "bin", "cli.js");
    const outcome = await run(
      process.execPath,
      [cli, "lint", OPENAPI_YAML, "--config", REDOCLY_CONFIG, "--format", "json"],
      {
        maxBuffer: 16 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", NO_COLOR: "1" },
      },
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? "",
    }));
    const start = outcome.stdout.indexOf("{");
    expect(start, `no JSON report from redocly:\n${outcome.stderr}`).toBeGreaterThanOrEqual(0);
    const report: LintReport = JSON.parse(outcome.stdout.slice(start));
    const problems = report.problems.map(
      (problem) =>
        `${problem.ruleId}: ${problem.message} (${problem.location?.[0]?.pointer ?? "?"})`,
    );
    expect(problems).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });
});
