import { mergeConfig } from "vitest/config";
import { nodeUnitProject } from "../../tooling/vitest-projects.ts";

// Each test file clones its own database from one template built per run (src/test/template.ts);
// opening an embedded PostgreSQL (PGlite) still takes a second or more on a busy 2-core machine,
// so the defaults (10 s hooks, 5 s tests) are too tight.
export default mergeConfig(nodeUnitProject("server"), {
  test: {
    hookTimeout: 60_000,
    testTimeout: 30_000,
    globalSetup: ["./src/test/global-setup.ts"],
  },
});
