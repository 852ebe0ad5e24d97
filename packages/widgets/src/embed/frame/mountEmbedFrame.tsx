/**
 * Starts our frame page (issue #49), served by the site at /embed/frame/<kind>: checks who
 * embeds it, then renders the form with the session of OUR origin (the site's token store; in
 * a partner's frame the browser keeps it in that partner's partition), and reports its height
 * to the loader.
 */
import { ApiProvider, SessionProvider, type ApiClient } from "@academy/api";
import { ThemeRoot } from "@academy/ui";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import type { StripeLoader } from "../../shared/payments/usePaymentsSetup.ts";
import { EmbedFrame } from "./EmbedFrame.tsx";
import * as styles from "./EmbedFrame.css.ts";
import { createFrameChannel, type FrameChannel } from "./frameChannel.ts";
import { readAllowList, readFrameRequest, type FrameRequest } from "./frameParent.ts";
import type { SiteOpener } from "./openOnSite.ts";
import { restoreFocusOnFrameFocus } from "./restoreFocus.ts";
import { useReportHeight } from "./useReportHeight.ts";

export interface EmbedFrameMountOptions {
  client: ApiClient;
  /** Opens a page of our site in a new tab, signed in (the site's hand-over). */
  openOnSite: SiteOpener;
  loadStripe?: StripeLoader;
}

function FramePage({
  request,
  channel,
  options,
}: {
  request: FrameRequest;
  channel: FrameChannel;
  options: EmbedFrameMountOptions;
}) {
  const [page, setPage] = useState<HTMLDivElement | null>(null);
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  useReportHeight(channel, request.mode === "frame" ? page : null);
  return (
    <div ref={setPage} className={request.mode === "frame" ? styles.framed : undefined}>
      <div ref={setPortal} className={styles.portal} />
      {portal ? (
        <ThemeRoot theme={request.theme} portalContainer={portal}>
          <ApiProvider client={options.client}>
            <SessionProvider>
              <EmbedFrame
                request={request}
                channel={channel}
                openOnSite={options.openOnSite}
                {...(options.loadStripe ? { loadStripe: options.loadStripe } : {})}
              />
            </SessionProvider>
          </ApiProvider>
        </ThemeRoot>
      ) : null}
    </div>
  );
}

export function mountEmbedFrame(element: HTMLElement, options: EmbedFrameMountOptions): void {
  const request = readFrameRequest({
    url: window.location.href,
    referrer: document.referrer,
    ancestorOrigins: window.location.ancestorOrigins
      ? [...window.location.ancestorOrigins]
      : undefined,
    hasParent: window.parent !== window,
    hasOpener: window.opener !== null,
    allowList: readAllowList(document),
  });
  const root = createRoot(element);
  if ("refused" in request) {
    // Nothing is posted to anyone: the page only says why it stays empty.
    root.render(
      <ThemeRoot theme="light">
        <p role="alert" className={styles.refusal}>
          {request.refused}
        </p>
      </ThemeRoot>,
    );
    return;
  }
  // Listening before the first render: the loader's "open" may come as soon as the page loads.
  const channel = createFrameChannel(request);
  restoreFocusOnFrameFocus();
  root.render(<FramePage request={request} channel={channel} options={options} />);
}
