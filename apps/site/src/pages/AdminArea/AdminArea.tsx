import { Route, Routes } from "react-router-dom";
import { NotFoundPage } from "../NotFoundPage/NotFoundPage.tsx";
import { AdminAuditPage } from "../AdminAuditPage/AdminAuditPage.tsx";
import { AdminMetricsPage } from "../AdminMetricsPage/AdminMetricsPage.tsx";
import { AdminPeoplePage } from "../AdminPeoplePage/AdminPeoplePage.tsx";
import { AdminPersonPage } from "../AdminPersonPage/AdminPersonPage.tsx";
import { AdminPromotionCodesPage } from "../AdminPromotionCodesPage/AdminPromotionCodesPage.tsx";

/**
 * /admin/* (issue 47): the owner's console's pages behind one entry of the route table, so the
 * app's first JavaScript carries one lazy import for all of them; each page is a small frame
 * whose console code loads for admins only (AdminGate).
 */
export function AdminArea() {
  return (
    <Routes>
      <Route path="people" element={<AdminPeoplePage />} />
      <Route path="people/:personId" element={<AdminPersonPage />} />
      <Route path="audit" element={<AdminAuditPage />} />
      <Route path="metrics" element={<AdminMetricsPage />} />
      <Route path="promotion-codes" element={<AdminPromotionCodesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
