import type { TestProject } from "vitest/node";
import { buildTemplates, dropTemplates, type TemplateSet } from "./template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The databases each test file clones its own from (test/database.ts). */
    serverTestTemplates: TemplateSet;
  }
}

let built: TemplateSet | undefined;

/** Vitest globalSetup of the server project: one migrated, seeded template per run. */
export async function setup(project: TestProject) {
  built = await buildTemplates(process.env.DATABASE_URL || undefined);
  project.provide("serverTestTemplates", built);
}

export async function teardown() {
  if (built) await dropTemplates(process.env.DATABASE_URL || undefined, built);
}
