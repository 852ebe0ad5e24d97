import type { AdminPerson } from "@academy/api";
import { AdminActionDialog } from "../../components/AdminActionDialog/AdminActionDialog.tsx";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import * as styles from "./AdminPersonPage.css.ts";
import type { ConsoleActions } from "./useConsoleAction.ts";

interface PanelProps {
  person: AdminPerson;
  actions: ConsoleActions;
}

/** The Discord link and role, the open sessions, and the mails support sends again. */
export function AccessPanel({ person, actions }: PanelProps) {
  const { discord, sessions, profile } = person;
  const path = { params: { path: { personId: profile.id } } };
  const name = profile.full_name;
  return (
    <section aria-labelledby="person-access" className={styles.panel}>
      <h2 id="person-access" className={styles.panelTitle}>
        {TEXT.discord}
      </h2>
      <p className={styles.muted}>
        {discord.connected ? TEXT.connected(discord.username ?? "") : TEXT.notConnected}
        {discord.role
          ? ` · ${TEXT.role(discord.role.tier, discord.role.action, discord.role.state)}`
          : ""}
      </p>
      {discord.role?.error ? <p className={styles.muted}>{discord.role.error}</p> : null}
      <div className={styles.actions}>
        {discord.connected ? (
          <AdminActionDialog
            label={TEXT.resync}
            tone="primary"
            person={name}
            onConfirm={(why) => actions.resync.mutateAsync({ ...path, body: why })}
          />
        ) : null}
        <AdminActionDialog
          label={TEXT.resendInvite}
          tone="primary"
          person={name}
          onConfirm={(why) =>
            actions.mail.mutateAsync({ ...path, body: { ...why, kind: "discord_invite" } })
          }
        />
        <AdminActionDialog
          label={TEXT.resendWelcome}
          tone="primary"
          person={name}
          onConfirm={(why) =>
            actions.mail.mutateAsync({ ...path, body: { ...why, kind: "welcome" } })
          }
        />
      </div>
      <h3 className={styles.subTitle}>{TEXT.sessions}</h3>
      {sessions.length === 0 ? <p className={styles.muted}>{TEXT.noSessions}</p> : null}
      <ul className={styles.list}>
        {sessions.map((session) => (
          <li key={session.started_at} className={styles.muted}>
            {new Date(session.started_at).toLocaleString()} –{" "}
            {new Date(session.last_active_at).toLocaleString()}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <AdminActionDialog
          label={TEXT.endSessions}
          person={name}
          onConfirm={(why) => actions.endSessions.mutateAsync({ ...path, body: why })}
        />
      </div>
    </section>
  );
}
