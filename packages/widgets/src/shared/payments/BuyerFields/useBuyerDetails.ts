import { useSession } from "@academy/api";
import { useState } from "react";

export interface BuyerDetails {
  fullName: string;
  setFullName: (fullName: string) => void;
  /** A guest's e-mail as typed (kept while a member signs out to buy for another e-mail). */
  typedEmail: string;
  setTypedEmail: (email: string) => void;
  /** The e-mail the purchase is for. */
  email: string;
  /** A signed-in member's own e-mail, shown instead of the e-mail field. */
  accountEmail: string | undefined;
}

/**
 * Who pays in a checkout form: a signed-in member's name to start with, and always their own
 * e-mail, whatever was typed before signing in (a purchase never moves to another account by
 * typing); a guest types both.
 */
export function useBuyerDetails(): BuyerDetails {
  const { user } = useSession();
  const [fullName, setFullName] = useState(user?.full_name ?? "");
  const [typedEmail, setTypedEmail] = useState("");
  return {
    fullName,
    setFullName,
    typedEmail,
    setTypedEmail,
    email: user ? user.email : typedEmail,
    accountEmail: user?.email,
  };
}
