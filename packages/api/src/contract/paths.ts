import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// Resolved from this file so that any working directory works. Built with node:path, not
// `new URL(relative, import.meta.url)`: under happy-dom, URL is the DOM's and rejects file paths.
const here = dirname(fileURLToPath(import.meta.url));

export const OPENAPI_YAML = resolve(here, "../../../../openapi.yaml");
export const REDOCLY_CONFIG = resolve(here, "../../../../redocly.yaml");
export const GENERATED_TYPES = resolve(here, "../generated/openapi.ts");
