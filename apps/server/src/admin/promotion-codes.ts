import type { components } from "@academy/api/contract";
import { sql } from "kysely";
import { productListPrice } from "../catalogue/list-prices.ts";
import { isUniqueViolation } from "../db/unique-race.ts";
import { conflict, HttpError, notFound } from "../http/errors.ts";
import { PROMOTION_CODE_UNKNOWN } from "../http/messages.ts";
import type { AuthUser } from "../http/types.ts";
import { applyDiscount } from "../payments/discounts.ts";
import {
  createPromotionCode,
  deactivatePromotionCode,
  findPromotionCode,
  type PromotionCodeRow,
} from "../payments/promotion-codes.ts";
import type { Services } from "../services.ts";
import { runAdminAction } from "./admin-requests.ts";
import {
  CODE_CREATED,
  CODE_DEACTIVATED,
  CODE_EXISTS,
  CODE_PROVIDER_REFUSED,
  promotionInputProblems,
  tooLargeFor,
} from "./promotion-code-input.ts";

type AdminPromotionCode = components["schemas"]["AdminPromotionCode"];
type CreateRequest = components["schemas"]["AdminCreatePromotionCodeRequest"];
type Why = components["schemas"]["AdminActionRequest"];

const view = (row: PromotionCodeRow, uses: number): AdminPromotionCode => ({
  id: row.id,
  code: row.code,
  percent_off: row.percent_off === null ? null : Number(row.percent_off),
  amount_off: row.amount_off_cents,
  all_courses: row.all_courses,
  products: row.products,
  once_per_customer: row.once_per_customer,
  max_uses: row.max_uses,
  uses,
  expires_at: row.expires_at?.toISOString() ?? null,
  active: row.active,
  created_at: row.created_at.toISOString(),
});

/** GET /admin/promotion-codes: newest first, each with its paid uses. */
export async function listPromotionCodes(services: Services) {
  const rows = await services.db
    .selectFrom("promotion_codes")
    .selectAll("promotion_codes")
    .select((eb) =>
      eb
        .selectFrom("promotion_code_redemptions as r")
        .select(sql<string>`count(*)`.as("n"))
        .whereRef("r.promotion_code_id", "=", "promotion_codes.id")
        .where("r.redeemed_at", "is not", null)
        .as("uses"),
    )
    .orderBy("promotion_codes.id", "desc")
    .limit(1000)
    .execute();
  return { codes: rows.map((row) => view(row, Number(row.uses ?? 0))) };
}

/**
 * A discount must leave the minimum charge on every product it is for (the smallest price:
 * a subscription's monthly one); a course list is checked for all courses.
 */
async function refuseTooLarge(services: Services, body: CreateRequest, products: string[]) {
  if (body.amount_off === undefined) return;
  const checked = body.all_courses ? [...products, "course:1", "course:2", "course:3"] : products;
  for (const product of checked) {
    const listCents = await productListPrice(services, product).catch(() => undefined);
    if (listCents === undefined) continue;
    if (!applyDiscount(listCents, { percentOff: null, amountOffCents: body.amount_off }))
      throw new HttpError(422, [tooLargeFor(product)]);
  }
}

/** POST /admin/promotion-codes: checked here (422 each problem, 409 taken), then made. */
export async function createCodeAsAdmin(services: Services, admin: AuthUser, body: CreateRequest) {
  const code = body.code.trim();
  const products = [...new Set(body.products.map((p) => p.trim()))];
  const problems = await promotionInputProblems(services, { ...body, code, products });
  if (problems.length > 0) throw new HttpError(422, problems);
  await refuseTooLarge(services, body, products);
  const taken = await findPromotionCode(services, code);
  const request = {
    admin,
    idempotencyKey: body.idempotency_key,
    reason: body.reason,
    action: "promotion_code.create",
    target: `promotion_code:${code.toUpperCase()}`,
    personId: null,
  };
  // A replay of this request answers its result; another request for an active spelling is 409.
  return runAdminAction(services, request, async () => {
    if (taken?.active) throw conflict(CODE_EXISTS);
    let row: PromotionCodeRow;
    try {
      row = await createPromotionCode(services, {
        code,
        ...(body.percent_off !== undefined
          ? { percentOff: body.percent_off }
          : { amountOffCents: body.amount_off ?? 0 }),
        products,
        allCourses: body.all_courses,
        oncePerCustomer: body.once_per_customer,
        ...(body.max_uses === undefined ? {} : { maxUses: body.max_uses }),
        ...(body.expires_at === undefined ? {} : { expiresAt: new Date(body.expires_at) }),
        attempt: body.idempotency_key,
      });
    } catch (error) {
      // Two admins creating one spelling at once: the database or the provider refuses one.
      if (isUniqueViolation(error)) throw conflict(CODE_EXISTS);
      const providerCode = (error as { code?: unknown }).code;
      if (providerCode === "resource_already_exists") throw conflict(CODE_EXISTS);
      if (typeof providerCode === "string") throw new HttpError(422, [CODE_PROVIDER_REFUSED]);
      throw error;
    }
    return { message: CODE_CREATED, details: { id: row.id, code: row.code } };
  });
}

/** POST /admin/promotion-codes/{id}/deactivate: here and at the provider, once. */
export async function deactivateCodeAsAdmin(
  services: Services,
  admin: AuthUser,
  id: number,
  body: Why,
) {
  const row = await services.db
    .selectFrom("promotion_codes")
    .select(["id", "code"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound(PROMOTION_CODE_UNKNOWN);
  const request = {
    admin,
    idempotencyKey: body.idempotency_key,
    reason: body.reason,
    action: "promotion_code.deactivate",
    target: `promotion_code:${row.code}`,
    personId: null,
  };
  return runAdminAction(services, request, async () => {
    await deactivatePromotionCode(services, row.id);
    return { message: CODE_DEACTIVATED, details: { id: row.id, code: row.code } };
  });
}
