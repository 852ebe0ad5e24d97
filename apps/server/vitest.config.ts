import { mergeConfig } from "vitest/config";
import { HANG_CEILING_MS } from "../../tooling/test-ceilings.ts";
import { nodeUnitProject } from "../../tooling/vitest-projects.ts";

// Files about PGlite alone (its data folder's lock), which never open the database a run
// against PostgreSQL (scripts/with-postgres.sh sets DATABASE_URL) is about: that run would repeat
// them word for word (16 s of its layer in CI).
const PGLITE_ONLY = ["src/db/folder-lock.test.ts"];

export default mergeConfig(nodeUnitProject("server"), {
  test: {
    exclude: process.env.DATABASE_URL ? PGLITE_ONLY : [],
    // Each test file clones its own database from one template built per run
    // (src/test/template.ts) and builds its app: 3-10 s of setup on a busy 2-core machine, and
    // past 60 s on a fresh clone at a load average of 8-14 (issue 45). Ceilings for a hang only.
    hookTimeout: HANG_CEILING_MS,
    testTimeout: HANG_CEILING_MS,
    globalSetup: ["./src/test/global-setup.ts"],
    setupFiles: ["./src/test/setup.ts"],
    // One module graph per worker instead of one per file (166 s against 100 s for the suite):
    // every file builds its own app on its own database, and the server keeps no state in
    // modules, so nothing carries from one file to the next.
    isolate: false,
  },
});
