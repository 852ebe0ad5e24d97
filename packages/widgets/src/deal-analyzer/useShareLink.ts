/** Share: put a deal's link in the address bar and on the clipboard, and say which happened. */
import { useState } from "react";
import { copyToClipboard, showInAddressBar } from "./share.ts";

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

  return { shared, publish, clearShared: () => setShared(null) };
}
