/**
 * The login embed's app (dist/academy-login.app.js): the site's Student Login modal (log in,
 * reset password, create account) on a partner page. Signing in here signs in every embed on
 * the page (they share one API client), so the enrol and Discord forms come filled in.
 */
import { useSession } from "@academy/api";
import { useEffect } from "react";
import { LoginModal } from "../../login-modal/index.ts";
import type { EmbedApp, EmbedContext } from "./contract.ts";
import { EMBED_DONE_CSS, EmbedDone } from "./EmbedDone.tsx";
import { ACADEMY_EVENTS, dispatchAcademyEvent } from "./events.ts";
import { createOpenSignal, renderInEmbed, type OpenSignal } from "./runtime.tsx";
import { useEmbedModal } from "./useEmbedModal.ts";

/** Replaced at build time by the bundle's CSS (see tsup.config.ts). */
const EMBED_CSS = "__ACADEMY_LOGIN_CSS__";

export const LOGIN_EMBED_TEXT = {
  signedIn: (name: string) => `Signed in as ${name}.`,
} as const;

const DETAIL = { embed: "login" } as const;

function LoginEmbed({ context, signal }: { context: EmbedContext; signal: OpenSignal }) {
  const { user } = useSession();
  const { open, setOpen } = useEmbedModal(context, signal, true, DETAIL);
  // The modal closes itself once a user exists: a user while it is open signed in here.
  useEffect(() => {
    if (user && open) dispatchAcademyEvent(context.host, ACADEMY_EVENTS.signedIn, DETAIL);
  }, [user, open, context.host]);
  return (
    <>
      {user ? <EmbedDone message={LOGIN_EMBED_TEXT.signedIn(user.full_name)} /> : null}
      <LoginModal open={open} onOpenChange={setOpen} originPage={window.location.pathname} />
    </>
  );
}

export const mount: EmbedApp["mount"] = (context) => {
  const signal = createOpenSignal();
  const unmount = renderInEmbed(context, (context.css ?? EMBED_CSS) + EMBED_DONE_CSS, () => (
    <LoginEmbed context={context} signal={signal} />
  ));
  return { open: () => signal.set(true), unmount };
};
