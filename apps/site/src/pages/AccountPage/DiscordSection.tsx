import { DiscordConnectionPanel } from "../../components/DiscordConnection/DiscordConnectionPanel.tsx";
import { useAccountSubscriptions } from "./accountQueries.ts";
import { ENDED_STATUSES } from "./accountText.ts";

/**
 * Connect Discord and Send a new invite, only for someone whose Discord membership is not over
 * (issue 50): the role and the invite come with the membership, so nobody else is offered them.
 * Anyone else sees a Discord account still connected (its role's removal, Disconnect) only.
 */
export function DiscordSection() {
  const subscriptions = useAccountSubscriptions();
  const member = subscriptions.data?.some(
    (record) => record.product === "discord" && !ENDED_STATUSES.includes(record.status),
  );
  if (!subscriptions.isSuccess) return null;
  return <DiscordConnectionPanel member={member === true} />;
}
