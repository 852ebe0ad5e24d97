import { useAdminPeople, useApi } from "@academy/api";
import { Badge, Button, EmptyState, Field, InlineAlert, Spinner, TextInput } from "@academy/ui";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { saveApiFile } from "../../lib/fileDownload.ts";
import { describeFigure, peopleQueryOf } from "../../lib/peopleBehind.ts";
import * as styles from "./AdminPeoplePage.css.ts";

/**
 * The search (kept in the address, so Back returns to the same results) and its results; from
 * the numbers page, the people behind one figure, which the search then narrows.
 */
export function PeopleSearch() {
  const [params, setParams] = useSearchParams();
  const query = peopleQueryOf(params);
  const [text, setText] = useState(query.q ?? "");
  const people = useAdminPeople(query);
  const figure = describeFigure(query, params.get("label") ?? undefined);
  const { client } = useApi();
  const [exportError, setExportError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (text.trim()) next.set("q", text.trim());
    else next.delete("q");
    setParams(next);
  };
  const exportCsv = (dataset: "people" | "payments") => {
    setExportError(false);
    saveApiFile(
      () =>
        client.GET("/admin/export/{dataset}", {
          params: { path: { dataset } },
          parseAs: "blob",
        }),
      `${dataset}.csv`,
    ).catch(() => setExportError(true));
  };

  return (
    <div className={styles.body}>
      {figure ? (
        <p className={styles.figure}>
          <span>{TEXT.peopleBehind(figure)}</span> <Link to="/admin/people">{TEXT.everyone}</Link>
        </p>
      ) : null}
      <form role="search" className={styles.search} onSubmit={submit}>
        <Field label={TEXT.search} className={styles.searchField}>
          <TextInput
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
          />
        </Field>
        <Button type="submit">{TEXT.searchButton}</Button>
      </form>
      <div className={styles.exports}>
        <Button variant="secondary" size="sm" onClick={() => exportCsv("people")}>
          {TEXT.exportPeople}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => exportCsv("payments")}>
          {TEXT.exportPayments}
        </Button>
      </div>
      {exportError ? <InlineAlert tone="danger">{TEXT.failed}</InlineAlert> : null}
      {people.isPending ? <Spinner /> : null}
      {people.isError ? <InlineAlert tone="danger">{TEXT.peopleFailed}</InlineAlert> : null}
      {people.data?.length === 0 ? (
        <EmptyState title={figure ? TEXT.noPeopleBehind : TEXT.noPeople} headingLevel={2} />
      ) : null}
      {people.data && people.data.length > 0 ? (
        <ul className={styles.list} aria-label={TEXT.people}>
          {people.data.map((person) => (
            <li key={person.id} className={styles.row}>
              <Link to={`/admin/people/${person.id}`} className={styles.name}>
                {person.full_name}
              </Link>
              <span className={styles.email}>{person.email}</span>
              <span className={styles.meta}>
                {TEXT.courses(person.courses)}
                {person.is_admin ? <Badge tone="info">{TEXT.admin}</Badge> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
