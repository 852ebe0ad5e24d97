import { useApi, useSession } from "@academy/api";
import { Button, Dialog, DialogClose } from "@academy/ui";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { loadStripeFromConfig } from "../../shared/payments/loadStripeFromConfig.ts";
import { LoginModal } from "../../login-modal/index.ts";
import type { StripeLoader } from "../../shared/payments/usePaymentsSetup.ts";
import { DiscordJoinFrame } from "./DiscordJoinFrame.tsx";
import { EnrolFrame } from "./EnrolFrame.tsx";
import type { FrameChannel } from "./frameChannel.ts";
import type { FrameRequest } from "./frameParent.ts";
import { FRAME_TEXT } from "./frameText.ts";
import type { SiteOpener } from "./openOnSite.ts";
import { warmStripeLoader } from "./warmStripe.ts";

export interface EmbedFrameProps {
  request: FrameRequest;
  channel: FrameChannel;
  /** Opens a page of our site in a new tab, signed in. */
  openOnSite: SiteOpener;
  /** Stories and tests: a fake Stripe. */
  loadStripe?: StripeLoader;
}

/** What each form needs from the frame around it. */
export interface FrameFormProps extends EmbedFrameProps {
  /** The loader asked for the form. */
  open: boolean;
  /** The visitor is done: hide everything and tell the loader. */
  finish: () => void;
  /** The form is shown, focus is in it: tell the loader. */
  shown: () => void;
}

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

/** The outcome after a payment, with where to go next, as a dialog of its own. */
export function DoneDialog({
  title,
  message,
  action,
  onClose,
}: {
  title: string;
  message: string;
  action: { label: string; run: () => void };
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      size="sm"
      title={title}
      description={message}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{FRAME_TEXT.close}</Button>
          </DialogClose>
          <Button onClick={action.run}>{action.label}</Button>
        </>
      }
    />
  );
}

/** The course the partner named is not on sale (or does not exist). */
export function RefusedDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      size="sm"
      title={FRAME_TEXT.unavailableTitle}
      description={FRAME_TEXT.unavailable}
      footer={
        <DialogClose asChild>
          <Button>{FRAME_TEXT.close}</Button>
        </DialogClose>
      }
    />
  );
}
