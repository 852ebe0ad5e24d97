import type { HttpHandler } from "msw";
import type { MockState } from "./mock-state.ts";

/** Health, readiness and the site's forms. */
export function createSystemMockHandlers(state: MockState): HttpHandler[] {
  const { http } = state;
  return [
    // ------------------------------------------------------------ System
    http.get("/health", ({ response }) => response(200).json({ status: "ok", database: "up" })),
    http.get("/ready", ({ response }) =>
      response(200).json({
        status: "ready",
        database: "up",
        migrations: "current",
        storage: "up",
        workers: "running",
      }),
    ),

    // ------------------------------------------------------------ Forms
    http.post("/forms/{formId}", async ({ request, params, response }) => {
      if (!["contact", "partnership", "mentorship"].includes(params.formId)) {
        return response(404).json({ error: "Form not found" });
      }
      const fields = new Map<string, string>();
      if (request.headers.get("Content-Type")?.includes("application/json")) {
        for (const [key, value] of Object.entries(await request.json())) {
          if (typeof value === "string") fields.set(key, value);
        }
      } else {
        for (const [key, value] of await request.formData()) {
          if (typeof value === "string") fields.set(key, value);
        }
      }
      if (!fields.get("email")?.includes("@")) {
        return response(422).json({ errors: [{ message: "should be an email", field: "email" }] });
      }
      return response(200).json({ ok: true });
    }),
  ];
}
