import { Field, TextInput } from "@academy/ui";
import type { ReactNode } from "react";
import { SignedInBuyer } from "../SignedInBuyer/SignedInBuyer.tsx";
import type { BuyerDetails } from "./useBuyerDetails.ts";

export interface BuyerFieldsProps {
  buyer: BuyerDetails;
  /** The form's own words for the two fields. */
  labels: { fullName: string; email: string };
  /** The controls' ids, for the form's error summary links. */
  ids: { fullName: string; email: string };
  /** While paying the details stay readable but cannot change. */
  busy: boolean;
  /** The form's messages under each field, when it checks them. */
  errors?: { fullName?: ReactNode; email?: ReactNode };
}

/**
 * The buyer's Full Name and Email in a checkout form (enrol, Discord join): a signed-in
 * member's own e-mail is shown (SignedInBuyer) instead of the e-mail field.
 */
export function BuyerFields({ buyer, labels, ids, busy, errors }: BuyerFieldsProps) {
  return (
    <>
      <Field label={labels.fullName} required controlId={ids.fullName} error={errors?.fullName}>
        <TextInput
          name="full_name"
          autoComplete="name"
          value={buyer.fullName}
          readOnly={busy}
          onChange={(event) => buyer.setFullName(event.target.value)}
        />
      </Field>
      {buyer.accountEmail !== undefined ? (
        <SignedInBuyer email={buyer.accountEmail} disabled={busy} />
      ) : (
        <Field label={labels.email} required controlId={ids.email} error={errors?.email}>
          <TextInput
            type="email"
            name="email"
            autoComplete="email"
            value={buyer.typedEmail}
            readOnly={busy}
            onChange={(event) => buyer.setTypedEmail(event.target.value)}
          />
        </Field>
      )}
    </>
  );
}
