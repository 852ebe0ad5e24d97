import { useSession } from "@academy/api";
import { Field, TextInput } from "@academy/ui";
import { useState, type ReactNode } from "react";
import { SignedInBuyer } from "../SignedInBuyer/SignedInBuyer.tsx";

export interface BuyerFieldsOptions {
  /** The form's own words for the two fields. */
  labels: { fullName: string; email: string };
  /** The controls' ids, for the form's error summary links. */
  ids: { fullName: string; email: string };
  /** While paying the details stay readable but cannot change. */
  busy: boolean;
  /** The form's messages under each field, when it checks them. */
  errors?: { fullName?: ReactNode; email?: ReactNode };
}

export interface Buyer {
  fullName: string;
  /** The e-mail the purchase is for. */
  email: string;
  /** Full Name, and Email or the signed-in member's own e-mail. */
  fields: ReactNode;
}

/**
 * The buyer of a checkout form (enrol, Discord join): Full Name (a signed-in member's to start
 * with) and Email, where a signed-in member's own e-mail is shown instead of the field
 * (SignedInBuyer), whatever was typed before signing in: a purchase never moves to another
 * account by typing.
 */
export function useBuyerFields({ labels, ids, busy, errors }: BuyerFieldsOptions): Buyer {
  const { user } = useSession();
  const [fullName, setFullName] = useState(user?.full_name ?? "");
  const [typedEmail, setTypedEmail] = useState("");
  return {
    fullName,
    email: user ? user.email : typedEmail,
    fields: (
      <>
        <Field label={labels.fullName} required controlId={ids.fullName} error={errors?.fullName}>
          <TextInput
            name="full_name"
            autoComplete="name"
            value={fullName}
            readOnly={busy}
            onChange={(event) => setFullName(event.target.value)}
          />
        </Field>
        {user ? (
          <SignedInBuyer email={user.email} disabled={busy} />
        ) : (
          <Field label={labels.email} required controlId={ids.email} error={errors?.email}>
            <TextInput
              type="email"
              name="email"
              autoComplete="email"
              value={typedEmail}
              readOnly={busy}
              onChange={(event) => setTypedEmail(event.target.value)}
            />
          </Field>
        )}
      </>
    ),
  };
}
