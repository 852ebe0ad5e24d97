import { mergeConfig } from "vitest/config";
import { nodeUnitProject } from "../../tooling/vitest-projects.ts";

// Files about PGlite alone (its data folder's lock), which never open the database a run
// against PostgreSQL (scripts/with-postgres.sh sets DATABASE_URL) is about: that run would repeat
// them word for word (16 s of its layer in CI).
const PGLITE_ONLY = ["src/db/folder-lock.test.ts"];

export default mergeConfig(nodeUnitProject("server"), {
  test: {
    exclude: process.env.DATABASE_URL ? PGLITE_ONLY : [],
    // Each test file clones its own database from one template built per run
    // (src/test/template.ts); opening an embedded PostgreSQL (PGlite) still takes a second or more
    // on a busy 2-core machine, so the defaults (10 s hooks, 5 s tests) are too tight.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    globalSetup: ["./src/test/global-setup.ts"],
    setupFiles: ["./src/test/setup.ts"],
    // One module graph per worker instead of one per file (166 s against 100 s for the suite):
    // every file builds its own app on its own database, and the server keeps no state in
    // modules, so nothing carries from one file to the next.
    isolate: false,
  },
});
