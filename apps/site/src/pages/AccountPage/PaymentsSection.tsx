import { Badge, InlineAlert, Spinner } from "@academy/ui";
import { formatDate } from "@academy/widgets";
import { useAccountPayments } from "./accountQueries.ts";
import { ACCOUNT_TEXT as TEXT } from "./accountText.ts";
import * as styles from "./AccountPage.css.ts";

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );

const STATUS_TONE = {
  paid: "green",
  failed: "red",
  pending: "yellow",
  refunded: "neutral",
} as const;

/** Every payment, newest first, with its receipt (the provider's page, or the e-mailed one). */
export function PaymentsSection() {
  const payments = useAccountPayments();
  return (
    <section aria-labelledby="account-payments" className={styles.section}>
      <h2 id="account-payments" className={styles.sectionTitle}>
        {TEXT.payments}
      </h2>
      {payments.isPending ? <Spinner label={TEXT.loading} /> : null}
      {payments.isError ? <InlineAlert tone="danger">{TEXT.loadFailed}</InlineAlert> : null}
      {payments.data?.length === 0 ? <p className={styles.muted}>{TEXT.noPayments}</p> : null}
      {payments.data && payments.data.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{TEXT.payments}</caption>
            <thead>
              <tr>
                {TEXT.paymentColumns.map((column) => (
                  <th key={column} scope="col" className={styles.cell}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payments.data.map((payment) => (
                <tr key={payment.id}>
                  <td className={styles.cell}>{formatDate(payment.date)}</td>
                  <td className={styles.cell}>{payment.description}</td>
                  <td className={styles.cell}>{money(payment.amount_cents, payment.currency)}</td>
                  <td className={styles.cell}>
                    <Badge tone={STATUS_TONE[payment.status]}>
                      {TEXT.paymentStatus[payment.status]}
                    </Badge>
                  </td>
                  <td className={styles.cell}>
                    {payment.receipt_url ? (
                      <a className={styles.link} href={payment.receipt_url} rel="noopener">
                        {TEXT.receipt}
                      </a>
                    ) : (
                      TEXT.receiptEmailed(payment.reference)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
