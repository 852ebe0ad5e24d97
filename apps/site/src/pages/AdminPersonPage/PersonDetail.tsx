import { useAdminPerson } from "@academy/api";
import { InlineAlert, Spinner } from "@academy/ui";
import { Link } from "react-router-dom";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { AccessPanel } from "./AccessPanel.tsx";
import * as styles from "./AdminPersonPage.css.ts";
import { CoursesPanel } from "./CoursesPanel.tsx";
import { MoneyPanel } from "./MoneyPanel.tsx";
import { PlansPanel } from "./PlansPanel.tsx";
import { useConsoleActions } from "./useConsoleAction.ts";

/** Everything support needs about one person, with the actions beside what they change. */
export function PersonDetail({ personId }: { personId: number }) {
  const person = useAdminPerson(personId);
  const actions = useConsoleActions();
  if (person.isPending) return <Spinner />;
  if (person.isError || !person.data)
    return <InlineAlert tone="danger">{TEXT.personFailed}</InlineAlert>;
  const { profile } = person.data;
  return (
    <div className={styles.body}>
      <Link to="/admin/people" className={styles.back}>
        {TEXT.back}
      </Link>
      <section aria-labelledby="person-profile" className={styles.panel}>
        <h2 id="person-profile" className={styles.panelTitle}>
          {profile.full_name}
        </h2>
        <p className={styles.muted}>
          {profile.email} · #{profile.id} · {new Date(profile.created_at).toLocaleDateString()}
        </p>
      </section>
      <CoursesPanel person={person.data} actions={actions} />
      <PlansPanel person={person.data} />
      <MoneyPanel person={person.data} actions={actions} />
      <AccessPanel person={person.data} actions={actions} />
    </div>
  );
}
