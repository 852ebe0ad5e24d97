import { useApi, type User } from "@academy/api";
import { Avatar, Button, Card } from "@academy/ui";
import { useState } from "react";
import { useAccount } from "../../components/Account/AccountContext.ts";
import { ACCOUNT_TEXT as TEXT } from "./accountText.ts";
import * as styles from "./AccountPage.css.ts";

/**
 * Name, e-mail and photo (the header's photo dialogs), and a password change through the
 * existing reset link (POST /forgot-password to the user's own address).
 */
export function ProfileSection({ user }: { user: User }) {
  const { client } = useApi();
  const { pictureUrl, openUpload } = useAccount();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  async function sendPasswordLink() {
    setSending(true);
    setOutcome(null);
    const { data } = await client
      .POST("/forgot-password", { body: { email: user.email, originPage: "/account" } })
      .catch(() => ({ data: undefined }));
    setSending(false);
    setOutcome(data ? TEXT.passwordLinkSent(user.email) : TEXT.passwordLinkFailed);
  }

  return (
    <section aria-labelledby="account-profile" className={styles.section}>
      <h2 id="account-profile" className={styles.sectionTitle}>
        {TEXT.profile}
      </h2>
      <Card padding="lg" className={styles.profile}>
        <Avatar name={user.full_name} src={pictureUrl} size="xl" />
        <div className={styles.profileText}>
          <p className={styles.name}>{user.full_name}</p>
          <p className={styles.muted}>{user.email}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={openUpload}>
            {pictureUrl ? TEXT.changePhoto : TEXT.addPhoto}
          </Button>
          <Button variant="secondary" busy={sending} onClick={() => void sendPasswordLink()}>
            {TEXT.changePassword}
          </Button>
        </div>
        <p className={styles.muted}>{TEXT.changePasswordHint}</p>
        <p role="status" className={styles.muted}>
          {outcome}
        </p>
      </Card>
    </section>
  );
}
