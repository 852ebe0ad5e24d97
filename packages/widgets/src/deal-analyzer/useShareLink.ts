/** Share: put a deal's link in the address bar and on the clipboard, and say which happened. */
import { useState } from "react";
import { copyToClipboard, DEFAULT_SHARE_PARAM, shareUrlFor, showInAddressBar } from "./share.ts";

/** How an analyzer's props shape its share links, and who hears of them. */
export interface ShareOptions<K extends string> {
  shareUrl?: ((deal: string, calculator: K) => string) | undefined;
  shareParam?: string | undefined;
  onShare?: ((share: { calculator: K; deal: string; url: string }) => void) | undefined;
}

export function useShareLink() {
  const [shared, setShared] = useState<{ url: string; copied: boolean } | null>(null);

  /**
   * Shows `url` at once (address bar and share box, before the returned promise's first await)
   * and copies it; the copy's outcome follows unless another link came since.
   */
  async function publish(url: string): Promise<void> {
    showInAddressBar(url);
    setShared({ url, copied: false });
    const copied = await copyToClipboard(url);
    setShared((current) => (current?.url === url ? { url, copied } : current));
  }

  /** Share: the encoded `deal` of `calculator` as a link, by the analyzer's `options`. */
  async function share<K extends string>(deal: string, calculator: K, options: ShareOptions<K>) {
    const url = options.shareUrl
      ? options.shareUrl(deal, calculator)
      : shareUrlFor(deal, options.shareParam ?? DEFAULT_SHARE_PARAM);
    const copying = publish(url);
    options.onShare?.({ calculator, deal, url });
    await copying;
  }

  return { shared, share, clearShared: () => setShared(null) };
}
