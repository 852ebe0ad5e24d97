import type { ApiClient } from "@academy/api";

/** The code in a fragment takeHandoverFragment removed (`#handover=<code>`), if any. */
export function readHandoverCode(fragment: string): string | null {
  return new URLSearchParams(fragment.slice(1)).get("handover") || null;
}

/**
 * Trades the hand-over code of `fragment` for a session of this tab and stores it in the site's
 * token store, where the session provider finds it when the app starts. True when it did; a
 * missing, refused or unreachable redemption changes nothing, and the page asks to sign in as
 * it would for anyone signed out.
 */
export async function redeemHandover(client: ApiClient, fragment: string): Promise<boolean> {
  const code = readHandoverCode(fragment);
  if (code === null) return false;
  try {
    const { data } = await client.POST("/auth/handover/redeem", { body: { code } });
    if (!data) return false;
    client.tokenStore.setTokens({
      access_token: data.access_token,
      refresh_token: data.refresh_token,
    });
    return true;
  } catch {
    return false;
  }
}
