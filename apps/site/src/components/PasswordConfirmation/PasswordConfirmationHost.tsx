import { useApi, useSession } from "@academy/api";
import { useLayoutEffect, useState } from "react";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { OnDemand } from "../OnDemand/OnDemand.tsx";

// Loaded only when a change asks for the password: most visits never need it.
const PasswordConfirmDialog = lazyComponent(
  () => import("./PasswordConfirmDialog.tsx"),
  "PasswordConfirmDialog",
);

/**
 * Answers the API client's "this change needs your password" (issue 45: a 403 with
 * `confirm_password`) with a dialog, then lets the client send the change again. Only while
 * someone is signed in: one person's confirmation never outlives their session.
 */
export function PasswordConfirmationHost() {
  const { user } = useSession();
  return user ? <PasswordConfirmer key={user.id} email={user.email} /> : null;
}

function PasswordConfirmer({ email }: { email: string }) {
  const { client } = useApi();
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null);

  // In the commit that shows the signed-in page, not a moment after it as a passive effect
  // would: a change sent in that moment (CI's failure on a busy machine) got its 403 unasked.
  useLayoutEffect(() => {
    let asked: ((confirmed: boolean) => void) | null = null;
    const stop = client.onPasswordNeeded(
      () =>
        new Promise<boolean>((resolve) => {
          asked = resolve;
          setAnswer(() => resolve);
        }),
    );
    return () => {
      stop();
      // Signed out (or another account) meanwhile: nobody is left to confirm.
      asked?.(false);
    };
  }, [client]);

  if (!answer) return null;
  const finish = (confirmed: boolean) => {
    answer(confirmed);
    setAnswer(null);
  };
  return (
    <OnDemand onDismiss={() => finish(false)}>
      <PasswordConfirmDialog email={email} onDone={finish} />
    </OnDemand>
  );
}
