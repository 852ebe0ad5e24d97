import type { AdminPerson, AdminPersonPayment } from "@academy/api";
import { Badge, Field, formatMoney as money, TextInput } from "@academy/ui";
import { useState } from "react";
import { AdminActionDialog } from "../../components/AdminActionDialog/AdminActionDialog.tsx";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import * as styles from "./AdminPersonPage.css.ts";
import type { ConsoleActions } from "./useConsoleAction.ts";

interface PanelProps {
  person: AdminPerson;
  actions: ConsoleActions;
}

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** "12.50" as 1250 cents; null when it is not an amount of dollars and cents. */
export function centsOf(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Subscriptions with their period and the payments with their receipts, and what changes them. */
export function MoneyPanel({ person, actions }: PanelProps) {
  const name = person.profile.full_name;
  return (
    <section aria-labelledby="person-money" className={styles.panel}>
      <h2 id="person-money" className={styles.panelTitle}>
        {TEXT.subscriptions}
      </h2>
      {person.subscriptions.length === 0 ? (
        <p className={styles.muted}>{TEXT.noSubscriptions}</p>
      ) : null}
      <ul className={styles.list}>
        {person.subscriptions.map((row) => {
          const path = { params: { path: { subscriptionId: row.id } } };
          const live = row.status !== "canceled" && row.status !== "incomplete_expired";
          return (
            <li key={row.id} className={styles.item}>
              <div className={styles.itemHead}>
                <strong>{row.name}</strong>
                <Badge tone={row.status === "active" ? "green" : "yellow"}>{row.status}</Badge>
                <span className={styles.muted}>
                  {money(row.amount_cents)} / {row.billing_cycle} · {day(row.current_period_start)}{" "}
                  – {day(row.current_period_end)}
                  {row.cancel_at_period_end ? ` · ${TEXT.cancelAtEnd}` : ""}
                </span>
              </div>
              {live && row.managed_online ? (
                <div className={styles.actions}>
                  <AdminActionDialog
                    label={TEXT.cancelNow}
                    person={name}
                    onConfirm={(why) =>
                      actions.cancel.mutateAsync({
                        ...path,
                        body: { ...why, at_period_end: false },
                      })
                    }
                  />
                  {row.cancel_at_period_end ? (
                    <AdminActionDialog
                      label={TEXT.reactivate}
                      tone="primary"
                      person={name}
                      onConfirm={(why) => actions.reactivate.mutateAsync({ ...path, body: why })}
                    />
                  ) : (
                    <AdminActionDialog
                      label={TEXT.cancelAtEnd}
                      person={name}
                      onConfirm={(why) =>
                        actions.cancel.mutateAsync({
                          ...path,
                          body: { ...why, at_period_end: true },
                        })
                      }
                    />
                  )}
                  <ExtendAction
                    person={name}
                    onConfirm={(why, days) =>
                      actions.extend.mutateAsync({ ...path, body: { ...why, days } })
                    }
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <h3 className={styles.subTitle}>{TEXT.payments}</h3>
      {person.payments.length === 0 ? <p className={styles.muted}>{TEXT.noPayments}</p> : null}
      <ul className={styles.list}>
        {person.payments.map((payment) => (
          <li key={payment.id} className={styles.item}>
            <div className={styles.itemHead}>
              <strong>{payment.description}</strong>
              <span>{money(payment.amount_cents)}</span>
              <Badge tone={payment.status === "paid" ? "green" : "neutral"}>{payment.status}</Badge>
              <span className={styles.muted}>
                {day(payment.date)} · {payment.reference}
                {payment.refunded_cents > 0
                  ? ` · ${TEXT.refunded(money(payment.refunded_cents))}`
                  : ""}
              </span>
              {payment.refundable ? (
                <RefundAction
                  payment={payment}
                  person={name}
                  onConfirm={(why, amount_cents) =>
                    actions.refund.mutateAsync({
                      params: { path: { paymentId: payment.id } },
                      body: amount_cents === undefined ? why : { ...why, amount_cents },
                    })
                  }
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Why = Parameters<Parameters<typeof AdminActionDialog>[0]["onConfirm"]>[0];

function RefundAction({
  payment,
  person,
  onConfirm,
}: {
  payment: AdminPersonPayment;
  person: string;
  onConfirm: (why: Why, amountCents: number | undefined) => Promise<unknown>;
}) {
  const [amount, setAmount] = useState("");
  const cents = amount.trim() ? centsOf(amount) : undefined;
  return (
    <AdminActionDialog
      label={`${TEXT.refund} ${money(payment.amount_cents)}`}
      person={person}
      validate={() =>
        cents === null || (cents !== undefined && (cents < 1 || cents > payment.amount_cents))
          ? TEXT.amountInvalid
          : null
      }
      onConfirm={(why) => onConfirm(why, cents ?? undefined)}
    >
      <Field label={TEXT.refundAmount}>
        <TextInput inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
    </AdminActionDialog>
  );
}

function ExtendAction({
  person,
  onConfirm,
}: {
  person: string;
  onConfirm: (why: Why, days: number) => Promise<unknown>;
}) {
  const [days, setDays] = useState("7");
  const parsed = /^\s*\d{1,3}\s*$/.test(days) ? Number(days) : NaN;
  return (
    <AdminActionDialog
      label={TEXT.extend}
      tone="primary"
      person={person}
      validate={() => (parsed >= 1 && parsed <= 365 ? null : TEXT.daysInvalid)}
      onConfirm={(why) => onConfirm(why, parsed)}
    >
      <Field label={TEXT.days}>
        <TextInput inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
      </Field>
    </AdminActionDialog>
  );
}
