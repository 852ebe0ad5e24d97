import { AdminGate } from "../../components/AdminGate/AdminGate.tsx";
import { PROMOTION_CODES_TEXT as TEXT } from "../../lib/adminPromotionCodesText.ts";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";

// The console's code loads for admins only (AdminGate renders it for them alone).
const PromotionCodesConsole = lazyComponent(
  () => import("./PromotionCodesConsole.tsx"),
  "PromotionCodesConsole",
);

/** /admin/promotion-codes (issue 48): list, create and deactivate promotion codes. */
export function AdminPromotionCodesPage() {
  usePageTitle(TEXT.title);
  return (
    <AdminGate title={TEXT.title}>
      <PromotionCodesConsole />
    </AdminGate>
  );
}
