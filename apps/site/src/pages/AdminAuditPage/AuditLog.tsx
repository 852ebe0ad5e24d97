import { useAdminAudit } from "@academy/api";
import { Button, EmptyState, Field, InlineAlert, Spinner, TextInput } from "@academy/ui";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import * as styles from "./AdminAuditPage.css.ts";

const PERSON = /^\s*\d{1,9}\s*$/;
const ACTION = /^[a-z0-9.-]{1,64}$/;

/** The filter (in the address: a person's page links here) and the newest entries. */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const person = params.get("person_id") ?? "";
  const action = params.get("action") ?? "";
  const [personText, setPersonText] = useState(person);
  const [actionText, setActionText] = useState(action);
  const [error, setError] = useState<string | null>(null);
  const entries = useAdminAudit({
    ...(PERSON.test(person) ? { person_id: Number(person) } : {}),
    ...(ACTION.test(action) ? { action } : {}),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = personText.trim();
    const kind = actionText.trim().toLowerCase();
    if ((id && !PERSON.test(id)) || (kind && !ACTION.test(kind))) {
      setError(`${TEXT.auditPerson}: 1 to 9 digits; ${TEXT.auditAction}: e.g. payment.refund`);
      return;
    }
    setError(null);
    setParams({ ...(id ? { person_id: id } : {}), ...(kind ? { action: kind } : {}) });
  };

  return (
    <div className={styles.body}>
      <form className={styles.filter} onSubmit={submit} aria-label={TEXT.filter}>
        <Field label={TEXT.auditPerson} className={styles.field}>
          <TextInput
            inputMode="numeric"
            value={personText}
            onChange={(event) => setPersonText(event.target.value)}
          />
        </Field>
        <Field label={TEXT.auditAction} className={styles.field}>
          <TextInput value={actionText} onChange={(event) => setActionText(event.target.value)} />
        </Field>
        <Button type="submit">{TEXT.filter}</Button>
      </form>
      {error ? <InlineAlert tone="danger">{error}</InlineAlert> : null}
      {entries.isPending ? <Spinner /> : null}
      {entries.isError ? <InlineAlert tone="danger">{TEXT.auditFailed}</InlineAlert> : null}
      {entries.data?.length === 0 ? <EmptyState title={TEXT.noEntries} headingLevel={2} /> : null}
      {entries.data && entries.data.length > 0 ? (
        <div className={styles.scroll}>
          <table className={styles.table} aria-label={TEXT.auditTitle}>
            <thead>
              <tr>
                <th scope="col">{TEXT.when}</th>
                <th scope="col">{TEXT.who}</th>
                <th scope="col">{TEXT.what}</th>
                <th scope="col">{TEXT.whom}</th>
                <th scope="col">{TEXT.why}</th>
              </tr>
            </thead>
            <tbody>
              {entries.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{new Date(entry.at).toLocaleString()}</td>
                  <td>{entry.actor_email ?? entry.actor}</td>
                  <td>
                    {entry.action}
                    {entry.target ? ` · ${entry.target}` : ""}
                  </td>
                  <td>
                    {entry.person_id === null ? (
                      "—"
                    ) : (
                      <Link to={`/admin/people/${entry.person_id}`}>
                        {entry.person_email ?? `#${entry.person_id}`}
                      </Link>
                    )}
                  </td>
                  <td>{entry.reason ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
