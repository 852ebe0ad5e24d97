import type { components } from "@academy/api/contract";
import type { Deal, RentalDeal } from "@academy/calculators";
import { forbidden } from "../http/errors.ts";
import { SUBSCRIPTION_REQUIRED } from "../http/messages.ts";
import type { Services } from "../services.ts";
import { analyzerReport } from "./report-analyzer.ts";
import { MODE_LABELS, type ReportBody } from "./report-content.ts";
import { renderDealReport } from "./report-pdf.ts";
import { rentalReport } from "./report-rental.ts";

type StoredDeal = components["schemas"]["Deal"];

/**
 * The contract's `Deal` checked the stored inputs on the way in, field for field the
 * calculators' types (the widgets' deal-contract test keeps the two the same), and
 * `isWholeDeal` re-checked the row's shape on the way out; the calculators sanitise whatever
 * they are given besides.
 */
function bodyOf(deal: StoredDeal): ReportBody {
  return deal.kind === "rental" || deal.kind === "brrrr"
    ? rentalReport(deal satisfies RentalDeal)
    : analyzerReport(deal satisfies Deal);
}

/**
 * GET /deals/{dealId}/report: a lender-ready PDF of one of the caller's saved deals. Ownership
 * first (anyone else's deal is missing, 404, as for the deal itself), then the subscription.
 */
export async function savedDealReport(
  services: Pick<Services, "savedDeals" | "calculatorAccess" | "clock" | "config">,
  userId: number,
  dealId: number,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const saved = await services.savedDeals.get(userId, dealId);
  if (!(await services.calculatorAccess.hasAccess(userId))) throw forbidden(SUBSCRIPTION_REQUIRED);
  const pdf = await renderDealReport({
    ...bodyOf(saved.deal),
    title: saved.name,
    calculator: MODE_LABELS[saved.mode],
    preparedAt: services.clock(),
    preparedWith: services.config.publicUrl,
  });
  return { pdf, filename: `deal-${saved.id}-report.pdf` };
}
