import type { components } from "@academy/api";
import { Badge, formatMoney } from "@academy/ui";
import {
  AdminActionDialog,
  type AdminWhy,
} from "../../components/AdminActionDialog/AdminActionDialog.tsx";
import { PROMOTION_CODES_TEXT as TEXT } from "../../lib/adminPromotionCodesText.ts";
import * as styles from "./AdminPromotionCodesPage.css.ts";

type AdminPromotionCode = components["schemas"]["AdminPromotionCode"];

export interface PromotionCodesTableProps {
  codes: readonly AdminPromotionCode[];
  /** Names a product key (course:1, calculator, discord:pro) as the catalogue calls it. */
  productName: (product: string) => string;
  onDeactivate: (code: AdminPromotionCode, why: AdminWhy) => Promise<unknown>;
}

const discountOf = (code: AdminPromotionCode) =>
  code.percent_off !== null
    ? `${code.percent_off} %`
    : formatMoney(code.amount_off ?? 0, { currency: "usd" });

/** Every code: what it takes off, for what, how often it was paid with, until when, and whether on. */
export function PromotionCodesTable({
  codes,
  productName,
  onDeactivate,
}: PromotionCodesTableProps) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={TEXT.listLabel}>
        <thead>
          <tr>
            <th scope="col">{TEXT.code}</th>
            <th scope="col">{TEXT.discount}</th>
            <th scope="col">{TEXT.appliesTo}</th>
            <th scope="col">{TEXT.uses}</th>
            <th scope="col">{TEXT.expires}</th>
            <th scope="col">{TEXT.status}</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.id}>
              <th scope="row" className={styles.codeCell}>
                {code.code}
              </th>
              <td>{discountOf(code)}</td>
              <td>
                {[
                  ...(code.all_courses ? [TEXT.allCourses] : []),
                  ...code.products.map(productName),
                ].join(", ")}
                {code.once_per_customer ? ` · ${TEXT.oncePerCustomer}` : ""}
              </td>
              <td>{TEXT.usesOf(code.uses, code.max_uses)}</td>
              <td>
                {code.expires_at ? new Date(code.expires_at).toLocaleDateString() : TEXT.never}
              </td>
              <td>
                {code.active ? (
                  <>
                    <Badge tone="green">{TEXT.active}</Badge>{" "}
                    <AdminActionDialog
                      label={TEXT.deactivate}
                      person={code.code}
                      onConfirm={(why) => onDeactivate(code, why)}
                    />
                  </>
                ) : (
                  <Badge tone="neutral">{TEXT.inactive}</Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
