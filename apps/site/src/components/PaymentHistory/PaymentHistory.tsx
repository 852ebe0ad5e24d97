import { useApi, useQueryHooks, type AccountPayment } from "@academy/api";
import { Badge, Button, formatMoney, InlineAlert, Spinner } from "@academy/ui";
import { formatDate } from "@academy/widgets";
import { useState, type ReactNode } from "react";
import { PAYMENT_HISTORY_TEXT as TEXT } from "./paymentHistoryText.ts";
import { downloadReceipt } from "./receiptDownload.ts";
import * as styles from "./PaymentHistory.css.ts";

// A credit reads "-$98.50", as the PDF receipt has it.
const money = (cents: number, currency: string) => formatMoney(cents, { currency });

const STATUS_TONE = {
  paid: "green",
  failed: "red",
  pending: "yellow",
  refunded: "neutral",
} as const;

/**
 * Every payment of the signed-in user, newest first, each with our PDF receipt and whether it
 * was e-mailed (the account page and the Discord portal).
 */
export function PaymentHistory({ headingId = "payment-history" }: { headingId?: string }) {
  const payments = useQueryHooks().useQuery("get", "/account/payments");
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {TEXT.title}
      </h2>
      {payments.isPending ? <Spinner label={TEXT.loading} /> : null}
      {payments.isError ? <InlineAlert tone="danger">{TEXT.loadFailed}</InlineAlert> : null}
      {payments.data?.length === 0 ? <p className={styles.muted}>{TEXT.empty}</p> : null}
      {payments.data && payments.data.length > 0 ? (
        <div className={styles.tableWrap}>
          {/* Issue 50: at phone widths the rows stack (CSS); the explicit roles keep it a
              table for screen readers, which drop a table's semantics with its display. */}
          <table role="table" className={styles.table}>
            <caption className={styles.caption}>{TEXT.title}</caption>
            {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept when rows stack */}
            <thead role="rowgroup" className={styles.head}>
              <tr role="row">
                {TEXT.columns.map((column) => (
                  <th key={column} role="columnheader" scope="col" className={styles.cell}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept when rows stack */}
            <tbody role="rowgroup">
              {payments.data.map((payment) => (
                <tr role="row" key={payment.id} className={styles.row}>
                  <Cell column={0}>{formatDate(payment.date)}</Cell>
                  <Cell column={1}>
                    {payment.description}
                    <LineItems payment={payment} />
                  </Cell>
                  <Cell column={2}>
                    <Amount payment={payment} />
                  </Cell>
                  <Cell column={3}>
                    <Badge tone={STATUS_TONE[payment.status]}>{TEXT.status[payment.status]}</Badge>
                  </Cell>
                  <Cell column={4}>
                    <ReceiptCell payment={payment} />
                  </Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/**
 * One cell, with its column's name shown beside it once the rows stack (hidden from screen
 * readers, which announce the column header).
 */
function Cell({ column, children }: { column: number; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell's own role, kept when rows stack
    <td role="cell" className={styles.cell}>
      <span aria-hidden="true" className={styles.cellLabel}>
        {TEXT.columns[column]}
      </span>
      <div className={styles.cellValue}>{children}</div>
    </td>
  );
}

/**
 * The receipt's lines as paid, when there is more than the headline (a plan change's
 * prorations, a discount, the credit used).
 */
function LineItems({ payment }: { payment: AccountPayment }) {
  const lines = payment.lines ?? [];
  if (lines.length < 2) return null;
  return (
    <ul className={styles.lines} aria-label={TEXT.linesLabel(payment.reference)}>
      {lines.map((line, index) => (
        <li key={index} className={styles.line}>
          <span>{line.description}</span> <span>{money(line.amount_cents, payment.currency)}</span>
        </li>
      ))}
    </ul>
  );
}

/** What was paid, and after a refund what was refunded and the net. */
function Amount({ payment }: { payment: AccountPayment }) {
  const refunded = payment.amount_refunded_cents ?? 0;
  const paid = money(payment.amount_cents, payment.currency);
  if (refunded <= 0) return paid;
  const net = Math.max(0, payment.amount_cents - refunded);
  return (
    <div className={styles.receipt}>
      <span>{paid}</span>
      <span className={styles.muted}>{TEXT.refunded(money(-refunded, payment.currency))}</span>
      <span className={styles.muted}>{TEXT.net(money(net, payment.currency))}</span>
    </div>
  );
}

/** Our PDF (paid or refunded payments), "Emailed" only when a mail went out. */
function ReceiptCell({ payment }: { payment: AccountPayment }) {
  const { client } = useApi();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!payment.receipt_pdf) {
    return payment.receipt_url ? (
      <a className={styles.link} href={payment.receipt_url} rel="noopener">
        {TEXT.providerReceipt}
      </a>
    ) : (
      <span className={styles.muted}>{TEXT.noReceipt}</span>
    );
  }
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadReceipt(client, payment);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.receipt}>
      <Button
        variant="secondary"
        size="sm"
        busy={busy}
        aria-label={TEXT.downloadLabel(payment.reference)}
        onClick={() => void download()}
      >
        {busy ? TEXT.downloading : TEXT.download}
      </Button>
      <span className={styles.muted}>
        {payment.reference}
        {payment.receipt_emailed ? ` · ${TEXT.emailed}` : ""}
      </span>
      {failed ? <InlineAlert tone="danger">{TEXT.downloadFailed}</InlineAlert> : null}
    </div>
  );
}
