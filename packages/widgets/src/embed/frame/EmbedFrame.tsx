import { useApi, useSession } from "@academy/api";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { loadStripeFromConfig } from "../../shared/payments/loadStripeFromConfig.ts";
import { LoginModal } from "../../login-modal/index.ts";
import { DiscordJoinFrame } from "./DiscordJoinFrame.tsx";
import { EnrolFrame } from "./EnrolFrame.tsx";
import type { EmbedFrameProps, FrameFormProps } from "./frameForm.ts";
import { warmStripeLoader } from "./warmStripe.ts";

/**
 * Our frame page's content (issue #49): the form the loader asked for (login, enrol, Discord
 * join), the site's own modal, in the frame; the partner's page hears only what happened.
 * Every "open" from the loader starts a fresh form.
 */
export function EmbedFrame(props: EmbedFrameProps) {
  const { channel, request } = props;
  const open = useSyncExternalStore(channel.open.subscribe, channel.open.get, channel.open.get);
  const { finish, shown } = useMemo(
    () => ({
      finish() {
        channel.open.set(false);
        channel.post({ type: "closed" });
        if (request.mode === "window") window.close();
      },
      shown() {
        // After the dialog's own focus move (its effects ran before this frame's) and, a frame
        // later, after the height its first layout reported: the loader focuses the iframe
        // then, which needs a size.
        requestAnimationFrame(() => requestAnimationFrame(() => channel.post({ type: "ready" })));
      },
    }),
    [channel, request.mode],
  );
  const { client } = useApi();
  const [loadStripe] = useState(() =>
    request.kind === "login"
      ? undefined
      : warmStripeLoader(client, props.loadStripe ?? loadStripeFromConfig),
  );
  const form = { ...props, ...(loadStripe ? { loadStripe } : {}), open, finish, shown };
  const key = channel.openings();
  if (request.kind === "enrol") return <EnrolFrame key={key} {...form} />;
  if (request.kind === "discord-join") return <DiscordJoinFrame key={key} {...form} />;
  return <LoginFrame key={key} {...form} />;
}

function LoginFrame({ open, finish, shown, channel }: FrameFormProps) {
  const { user, status } = useSession();
  const loading = status === "loading";
  useEffect(() => {
    if (open && !loading && !user) shown();
  }, [open, loading, user, shown]);
  return (
    <LoginModal
      open={open && !loading}
      onOpenChange={(next) => {
        if (next) return;
        // The modal closes itself once a user exists: signed in (now or before).
        if (user)
          channel.post({ type: "event", name: "signed-in", detail: { name: user.full_name } });
        finish();
      }}
    />
  );
}
