import type { HttpHandler } from "msw";
import type { components } from "../generated/openapi.ts";
import type { MockState } from "./mock-state.ts";

type AdminPromotionCode = components["schemas"]["AdminPromotionCode"];

/**
 * The console's promotion codes (issue 48) over an in-memory list that starts with the demo's
 * WELCOME10: create (409 for an active code spelt the same, a repeated key replayed) and
 * deactivate. The server's full input checks are its own; the console checks before sending.
 */
export function createPromotionCodeAdminMockHandlers(state: MockState): HttpHandler[] {
  const { http, currentUser, detail } = state;
  const codes: AdminPromotionCode[] = [
    {
      id: 1,
      code: "WELCOME10",
      percent_off: 10,
      amount_off: null,
      all_courses: true,
      products: [],
      once_per_customer: false,
      max_uses: null,
      uses: 3,
      expires_at: null,
      active: true,
      created_at: "2026-11-01T09:00:00.000Z",
    },
  ];
  const done = new Set<string>();
  let audit = 100;
  const refused = (request: Request) => {
    const user = currentUser(request);
    if (!user) return { status: 401 as const, message: "Not authenticated" };
    if (!user.is_admin) return { status: 403 as const, message: "Admin access required" };
    return undefined;
  };
  const result = (action: string, replayed: boolean) => ({
    audit_id: ++audit,
    action,
    message: replayed ? "Done already" : "Done",
    replayed,
  });
  return [
    http.get("/admin/promotion-codes", ({ request, response }) => {
      const no = refused(request);
      if (no) return response(no.status).json(detail(no.message));
      return response(200).json({ codes: [...codes].reverse() });
    }),
    http.post("/admin/promotion-codes", async ({ request, response }) => {
      const no = refused(request);
      if (no) return response(no.status).json(detail(no.message));
      const body = await request.json();
      if (done.has(body.idempotency_key))
        return response(200).json(result("promotion_code.create", true));
      const spelling = body.code.toLowerCase();
      if (codes.some((code) => code.active && code.code.toLowerCase() === spelling))
        return response(409).json(
          detail("An active promotion code with this code exists already."),
        );
      done.add(body.idempotency_key);
      codes.push({
        id: codes.length + 1,
        code: body.code,
        percent_off: body.percent_off ?? null,
        amount_off: body.percent_off === undefined ? (body.amount_off ?? null) : null,
        all_courses: body.all_courses,
        products: body.all_courses ? [] : body.products,
        once_per_customer: body.once_per_customer,
        max_uses: body.max_uses ?? null,
        uses: 0,
        expires_at: body.expires_at ?? null,
        active: true,
        created_at: new Date().toISOString(),
      });
      return response(200).json(result("promotion_code.create", false));
    }),
    http.post("/admin/promotion-codes/{codeId}/deactivate", ({ request, params, response }) => {
      const no = refused(request);
      if (no) return response(no.status).json(detail(no.message));
      const found = codes.find((code) => code.id === Number(params.codeId));
      if (!found) return response(404).json(detail("This promotion code does not exist."));
      found.active = false;
      return response(200).json(result("promotion_code.deactivate", false));
    }),
  ];
}
