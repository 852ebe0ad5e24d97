import { afterAll } from "vitest";
import { removeTemporaryFolders } from "./temporary-folders.ts";

// Runs for every server test file, after its own afterAll hooks have closed its apps.
afterAll(() => removeTemporaryFolders());
