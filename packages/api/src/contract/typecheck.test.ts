// @vitest-environment node
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = join(here, "..", "..");

/**
 * Vitest strips types, so the type-level assertions of operations.test.ts would only fail under
 * `tsc`. Compiling that file here makes them fail `pnpm test` too.
 */
describe("type-level contract tests", () => {
  it("operations.test.ts compiles without errors", () => {
    const configPath = join(packageDir, "tsconfig.json");
    const { config } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
    const program = ts.createProgram({
      rootNames: [join(here, "operations.test.ts")],
      // Only what that file uses: the package's global test types would triple the work.
      options: { ...options, types: ["node"] },
    });
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
      if (!diagnostic.file || diagnostic.start === undefined) return message;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${diagnostic.file.fileName}:${line + 1}: ${message}`;
    });
    expect(problems).toEqual([]);
  });
});
