import { AdminGate } from "../../components/AdminGate/AdminGate.tsx";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";

const AuditLog = lazyComponent(() => import("./AuditLog.tsx"), "AuditLog");

/** /admin/audit (issue 47): every admin action and automatic access change, filterable. */
export function AdminAuditPage() {
  usePageTitle(TEXT.auditTitle);
  return (
    <AdminGate title={TEXT.auditTitle}>
      <AuditLog />
    </AdminGate>
  );
}
