import { QueryScope, useSession } from "@academy/api";
import { InlineAlert, Spinner } from "@academy/ui";
import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import * as styles from "./AdminGate.css.ts";

export interface AdminGateProps {
  title: string;
  /** Rendered only for an admin: give it lazy parts, so others never load their code. */
  children: ReactNode;
}

/**
 * The owner's console's frame: the page's title, the console's own links, and its content
 * for admins only (everyone else reads "Admin access required"; the server refuses them too).
 */
export function AdminGate({ title, children }: AdminGateProps) {
  const { status, user } = useSession();
  return (
    <QueryScope>
      <section className={styles.page} aria-labelledby="admin-console-title">
        <h1 id="admin-console-title" className={styles.title}>
          {title}
        </h1>
        {status === "loading" ? (
          <Spinner />
        ) : user?.is_admin ? (
          <>
            <nav aria-label={TEXT.nav} className={styles.nav}>
              <NavLink to="/admin/people" className={styles.navLink}>
                {TEXT.people}
              </NavLink>
              <NavLink to="/admin/audit" className={styles.navLink}>
                {TEXT.audit}
              </NavLink>
              <NavLink to="/admin/metrics" className={styles.navLink}>
                {TEXT.metrics}
              </NavLink>
              <NavLink to="/admin/promotion-codes" className={styles.navLink}>
                {TEXT.promotionCodes}
              </NavLink>
            </nav>
            {children}
          </>
        ) : (
          <InlineAlert tone="danger">{TEXT.adminRequired}</InlineAlert>
        )}
      </section>
    </QueryScope>
  );
}
