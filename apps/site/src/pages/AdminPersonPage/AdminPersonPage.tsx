import { useParams } from "react-router-dom";
import { AdminGate } from "../../components/AdminGate/AdminGate.tsx";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";

const PersonDetail = lazyComponent(() => import("./PersonDetail.tsx"), "PersonDetail");

/** /admin/people/:personId (issue 47): one person's page and the actions support takes. */
export function AdminPersonPage() {
  usePageTitle(TEXT.peopleTitle);
  const personId = Number(useParams().personId);
  return (
    <AdminGate title={TEXT.peopleTitle}>
      {Number.isInteger(personId) && personId > 0 ? <PersonDetail personId={personId} /> : null}
    </AdminGate>
  );
}
