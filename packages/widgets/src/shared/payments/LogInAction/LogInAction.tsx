import { Button } from "@academy/ui";
import { LOGIN_MODAL_PARAM } from "../../loginModalParam.ts";
import type { PaymentError } from "../flow/PaymentError.ts";
import * as styles from "./LogInAction.css.ts";

export const LOG_IN_ACTION_TEXT = "Log in";

/** This page with the login prompt open over it (academy.md §2's query parameter). */
export function loginHref(location: Pick<Location, "pathname" | "search" | "hash">): string {
  const params = new URLSearchParams(location.search);
  params.set(LOGIN_MODAL_PARAM, "true");
  return `${location.pathname}?${params.toString()}${location.hash}`;
}

/**
 * The way out when the server refused a purchase because the e-mail's account already has it
 * (ErrorBody.action `log_in`, answered before any card is taken): sign in, on this page.
 */
export function LogInAction({ problem }: { problem: PaymentError | null }) {
  if (problem?.action !== "log_in") return null;
  return (
    <div className={styles.action}>
      <Button asChild variant="secondary">
        <a href={loginHref(window.location)}>{LOG_IN_ACTION_TEXT}</a>
      </Button>
    </div>
  );
}
