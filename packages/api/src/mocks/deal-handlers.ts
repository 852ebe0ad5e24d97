import type { HttpHandler } from "msw";
import type { createOpenApiHttp } from "openapi-msw";
import type { paths } from "../generated/openapi.ts";
import type { Deal, DealKind, SavedDeal, User } from "../types.ts";
import { mockSavedDeals } from "./deal-fixtures.ts";
import { pdfAttachment } from "./pdf.ts";

type Http = ReturnType<typeof createOpenApiHttp<paths>>;

export interface DealMockContext {
  http: Http;
  currentUser(request: Request): User | null;
  hasCalculatorAccess(user: User): boolean;
}

const KINDS: readonly DealKind[] = [
  "land",
  "flip",
  "renovation",
  "construction",
  "rental",
  "brrrr",
];
const MAX_NAME_LENGTH = 200;
// The server's texts (apps/server/src/calculator/saved-deals.ts).
const NOT_FOUND = "Saved deal not found";
const SUBSCRIPTION_REQUIRED = "An active calculator subscription is required to save deals.";

/** The name problem the server would report, if any (the contract's SavedDealName). */
function nameProblem(name: unknown): string | null {
  if (typeof name !== "string" || name.trim() === "") return "name: must not be blank";
  if (name.length > MAX_NAME_LENGTH)
    return `name: must NOT have more than ${MAX_NAME_LENGTH} characters`;
  return null;
}
const dealProblem = (deal: Deal | undefined): string | null =>
  deal && KINDS.includes(deal.kind) && typeof deal.inputs === "object"
    ? null
    : "deal.kind: must be equal to one of the allowed values";

/**
 * Saved deals over an in-memory list (fresh per createMockHandlers call): the admin starts with
 * four (two of the Deal Analyzer, two of the Rental Analyzer); saving, renaming and the PDF
 * report need calculator access like on the server; another user's deal is 404. The payload is
 * only checked for its kind: the server checks every field.
 */
export function createDealMockHandlers({
  http,
  currentUser,
  hasCalculatorAccess,
}: DealMockContext): HttpHandler[] {
  const deals = new Map(mockSavedDeals.map((deal) => [deal.id, structuredClone(deal)]));
  let nextId = Math.max(0, ...deals.keys()) + 1;
  const detail = (message: string | string[]) => ({ detail: message });
  const view = ({ user_id: _owner, ...deal }: SavedDeal & { user_id: number }): SavedDeal => deal;
  const owned = (user: User, id: number) => {
    const deal = deals.get(id);
    return deal && deal.user_id === user.id ? deal : null;
  };

  return [
    http.get("/deals", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const mine = [...deals.values()]
        .filter((deal) => deal.user_id === user.id)
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
      return response(200).json(mine.map(view));
    }),
    http.post("/deals", async ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!hasCalculatorAccess(user)) return response(403).json(detail(SUBSCRIPTION_REQUIRED));
      const body = await request.json();
      const problems = [nameProblem(body.name), dealProblem(body.deal)].filter((p) => p !== null);
      if (problems.length > 0) return response(422).json(detail(problems));
      const now = new Date().toISOString();
      const saved = {
        id: nextId++,
        user_id: user.id,
        name: body.name.trim(),
        mode: body.deal.kind,
        deal: body.deal,
        created_at: now,
        updated_at: now,
      };
      deals.set(saved.id, saved);
      return response(201).json(view(saved));
    }),
    http.get("/deals/{dealId}", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const deal = owned(user, Number(params.dealId));
      return deal ? response(200).json(view(deal)) : response(404).json(detail(NOT_FOUND));
    }),
    http.patch("/deals/{dealId}", async ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const deal = owned(user, Number(params.dealId));
      if (!deal) return response(404).json(detail(NOT_FOUND));
      if (!hasCalculatorAccess(user)) return response(403).json(detail(SUBSCRIPTION_REQUIRED));
      const body = await request.json();
      const problems = [
        body.name === undefined ? null : nameProblem(body.name),
        body.deal === undefined ? null : dealProblem(body.deal),
        body.name === undefined && body.deal === undefined
          ? "must NOT have fewer than 1 properties"
          : null,
      ].filter((p) => p !== null);
      if (problems.length > 0) return response(422).json(detail(problems));
      if (body.name !== undefined) deal.name = body.name.trim();
      if (body.deal !== undefined) {
        deal.deal = body.deal;
        deal.mode = body.deal.kind;
      }
      deal.updated_at = new Date().toISOString();
      return response(200).json(view(deal));
    }),
    http.delete("/deals/{dealId}", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const deal = owned(user, Number(params.dealId));
      if (!deal) return response(404).json(detail(NOT_FOUND));
      deals.delete(deal.id);
      return response(204).empty();
    }),
    http.get("/deals/{dealId}/report", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const deal = owned(user, Number(params.dealId));
      if (!deal) return response(404).json(detail(NOT_FOUND));
      if (!hasCalculatorAccess(user)) return response(403).json(detail(SUBSCRIPTION_REQUIRED));
      // openapi-msw types JSON and text bodies only; a PDF goes through its untyped escape.
      return response.untyped(pdfAttachment(`deal-${deal.id}-report.pdf`));
    }),
  ];
}
