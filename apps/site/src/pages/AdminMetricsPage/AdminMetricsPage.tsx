import { AdminGate } from "../../components/AdminGate/AdminGate.tsx";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";

// The dashboard and its chart library load for admins only.
const MetricsDashboard = lazyComponent(() => import("./MetricsDashboard.tsx"), "MetricsDashboard");

/** /admin/metrics (issue 47): revenue, members, enrolments, drop-off and pass rates. */
export function AdminMetricsPage() {
  usePageTitle(TEXT.metricsTitle);
  return (
    <AdminGate title={TEXT.metricsTitle}>
      <MetricsDashboard />
    </AdminGate>
  );
}
