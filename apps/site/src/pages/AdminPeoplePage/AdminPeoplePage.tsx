import { AdminGate } from "../../components/AdminGate/AdminGate.tsx";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";

// The console's code loads for admins only (AdminGate renders it for them alone).
const PeopleSearch = lazyComponent(() => import("./PeopleSearch.tsx"), "PeopleSearch");

/** /admin/people (issue 47): find a person by e-mail or name; export people and payments. */
export function AdminPeoplePage() {
  usePageTitle(TEXT.peopleTitle);
  return (
    <AdminGate title={TEXT.peopleTitle}>
      <PeopleSearch />
    </AdminGate>
  );
}
