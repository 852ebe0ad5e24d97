import type { Mail } from "../mail/mailer.ts";
import { formatUsd } from "../payments/prices.ts";
import { mailDate } from "../mail/dates.ts";

export interface DiscordWelcome {
  fullName: string;
  tierName: string;
  amountCents: number;
  billingCycle: "monthly" | "yearly";
  /** Only when this payment created the account. */
  tempPassword: string | null;
  /** Null when Discord could not make one just now. */
  invite: { url: string; expiresAt: Date } | null;
  siteUrl: string;
  /** A free trial's end (issue 48): nothing was paid yet, the first charge is then. */
  trialEndsAt?: Date | null;
}

/**
 * The welcome mail after a Discord membership's first payment: the one-off invite and, for a new
 * account, the password the Manage Subscription portal asks for (spec section 2).
 */
export function discordWelcomeMail(to: string, welcome: DiscordWelcome): Mail {
  const period = welcome.billingCycle === "yearly" ? "year" : "month";
  const portal = `${welcome.siteUrl}/manage-subscription`;
  return {
    to,
    subject: `Welcome to the ${welcome.tierName} tier`,
    text: [
      `Hello ${welcome.fullName},`,
      "",
      welcome.trialEndsAt
        ? `Your free trial has started! Welcome to the ${welcome.tierName} tier. Nothing is charged until ${mailDate(welcome.trialEndsAt)}, then ${formatUsd(welcome.amountCents)} per ${period}; cancel before then in the portal and you pay nothing.`
        : `Payment successful! Welcome to the ${welcome.tierName} tier (${formatUsd(welcome.amountCents)} per ${period}).`,
      "",
      ...(welcome.invite
        ? [
            "Join the Discord server with this invite link (it works once, until " +
              `${mailDate(welcome.invite.expiresAt)}):`,
            "",
            welcome.invite.url,
          ]
        : [
            "Your Discord invite link could not be created just now. Reply to this e-mail and we will send you one.",
          ]),
      "",
      ...(welcome.tempPassword
        ? [
            "Your account has been created. Sign in with this e-mail address and this password:",
            "",
            `Password: ${welcome.tempPassword}`,
          ]
        : ["Sign in with this e-mail address and your existing password."]),
      "",
      "Connect Discord to receive your tier's role in the server (sign in first if asked):",
      "",
      `${welcome.siteUrl}/discord/connect`,
      "",
      `Manage your subscription (update your card, cancel or reactivate) at ${portal}`,
    ].join("\n"),
  };
}
