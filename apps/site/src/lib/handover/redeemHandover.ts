import type { ApiClient } from "@academy/api";

/**
 * Trades a hand-over code (takeHandoverCode) for a session of this tab and stores it in the
 * site's token store, where the session provider finds it when the app starts. True when it
 * did; a refused or unreachable redemption changes nothing, and the page asks to sign in as it
 * would for anyone signed out.
 */
export async function redeemHandover(client: ApiClient, code: string): Promise<boolean> {
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
