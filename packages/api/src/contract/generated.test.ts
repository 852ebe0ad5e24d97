// @vitest-environment node
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { GENERATED_TYPES, OPENAPI_YAML } from "./paths.ts";

describe("generated contract types", () => {
  it("match openapi.yaml (run `pnpm --filter @academy/api generate` when this fails)", async () => {
    // The same call and header the CLI of the `generate` script uses, with its default options.
    const fresh = `${COMMENT_HEADER}${astToString(await openapiTS(pathToFileURL(OPENAPI_YAML), { silent: true }))}`;
    const committed = readFileSync(GENERATED_TYPES, "utf8");
    expect(committed === fresh, "src/generated/openapi.ts is stale").toBe(true);
  });

  it("are self-contained (the server imports only this file)", () => {
    expect(readFileSync(GENERATED_TYPES, "utf8")).not.toMatch(/^\s*import\s/m);
  });
});
