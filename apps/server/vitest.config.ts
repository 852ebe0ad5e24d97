import { mergeConfig } from "vitest/config";
import { nodeUnitProject } from "../../tooling/vitest-projects.ts";

// Each test file opens its own embedded PostgreSQL (PGlite), which takes a few seconds on a
// busy 2-core machine; the defaults (10 s hooks, 5 s tests) are too tight for that.
export default mergeConfig(nodeUnitProject("server"), {
  test: { hookTimeout: 60_000, testTimeout: 30_000 },
});
