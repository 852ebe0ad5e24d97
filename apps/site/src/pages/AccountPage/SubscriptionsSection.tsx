import { useApi, useRefreshDiscordConnection, type AccountSubscription } from "@academy/api";
import { InlineAlert, Spinner, useToast } from "@academy/ui";
import {
  accountOperations,
  accountSubscriptionView,
  SubscriptionCard,
  SUBSCRIPTION_TEXT,
} from "@academy/widgets";
import { useMemo } from "react";
import { useAccountSubscriptions } from "./accountQueries.ts";
import { ACCOUNT_TEXT as TEXT, ENDED_STATUSES } from "./accountText.ts";
import * as styles from "./AccountPage.css.ts";

/**
 * Every subscription (calculator and Discord) through the portal's own subscription card:
 * status, next payment, cancel or reactivate, card update.
 */
export function SubscriptionsSection() {
  const subscriptions = useAccountSubscriptions();
  const refreshDiscord = useRefreshDiscordConnection();
  return (
    <section aria-labelledby="account-subscriptions" className={styles.section}>
      <h2 id="account-subscriptions" className={styles.sectionTitle}>
        {TEXT.subscriptions}
      </h2>
      {subscriptions.isPending ? <Spinner label={TEXT.loading} /> : null}
      {subscriptions.isError ? <InlineAlert tone="danger">{TEXT.loadFailed}</InlineAlert> : null}
      {subscriptions.data?.length === 0 ? (
        <p className={styles.muted}>{TEXT.noSubscriptions}</p>
      ) : null}
      <ul className={styles.list}>
        {subscriptions.data?.map((record) => (
          <li key={record.id}>
            <AccountSubscriptionCard
              record={record}
              onChanged={() => {
                void subscriptions.refetch();
                void refreshDiscord();
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AccountSubscriptionCard({
  record,
  onChanged,
}: {
  record: AccountSubscription;
  onChanged: () => void;
}) {
  const { client } = useApi();
  const { toast } = useToast();
  const operations = useMemo(() => accountOperations(client, record.id), [client, record.id]);
  return (
    <SubscriptionCard
      headingLevel={3}
      subscription={accountSubscriptionView(record)}
      operations={operations}
      ended={ENDED_STATUSES.includes(record.status)}
      cardOnFile={record.card ? SUBSCRIPTION_TEXT.card(record.card) : null}
      notify={(tone, message) => toast({ tone, title: message })}
      onChanged={onChanged}
    />
  );
}
