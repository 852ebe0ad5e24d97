import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client.ts";
import { createInProcessRefreshLock } from "./refreshLock.ts";
import { createMemoryTokenStore } from "./tokenStore.ts";

const BASE_URL = "http://api.test/api";
const CONFIRM = {
  detail: "For your security, please enter your password again to make this change.",
  action: "confirm_password",
};

/**
 * A server whose sensitive change needs a recent password (issue 45): it refuses the old token
 * with 403 `confirm_password` and accepts the token a fresh sign-in gave.
 */
function setup(refusal: object = CONFIRM) {
  const seen: { path: string; bearer: string | null }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const bearer = request.headers.get("Authorization")?.replace("Bearer ", "") ?? null;
    seen.push({ path: new URL(request.url).pathname, bearer });
    if (bearer === "fresh-access") return Response.json({ message: "Cancelled" });
    return Response.json(refusal, { status: 403 });
  });
  const tokenStore = createMemoryTokenStore({
    access_token: "old-access",
    refresh_token: "refresh-1",
  });
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch,
    tokenStore,
    refreshLock: createInProcessRefreshLock(),
  });
  const signInAgain = vi.fn(async () => {
    tokenStore.setTokens({ access_token: "fresh-access", refresh_token: "refresh-2" });
    return true;
  });
  const cancel = () =>
    client.POST("/account/subscriptions/{subscriptionId}/cancel", {
      params: { path: { subscriptionId: 1 } },
    });
  return { client, seen, signInAgain, cancel };
}

describe("a change that needs a recent password", () => {
  it("asks the confirmer once, then sends the refused request again with the new token", async () => {
    const { client, seen, signInAgain, cancel } = setup();
    client.onPasswordNeeded(signInAgain);
    const answers = await Promise.all([cancel(), cancel(), cancel()]);
    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200, 200]);
    expect(signInAgain).toHaveBeenCalledTimes(1);
    expect(seen.filter((call) => call.bearer === "fresh-access")).toHaveLength(3);
  });

  it("hands the caller the 403 as it is when the user gives up", async () => {
    const { client, seen, cancel } = setup();
    client.onPasswordNeeded(async () => false);
    const answer = await cancel();
    expect(answer.response.status).toBe(403);
    expect(answer.error).toEqual(CONFIRM);
    expect(seen).toHaveLength(1);
  });

  it("leaves any other 403 alone, and a client with no confirmer", async () => {
    const other = setup({ detail: "Admin access required" });
    other.client.onPasswordNeeded(other.signInAgain);
    expect((await other.cancel()).response.status).toBe(403);
    expect(other.signInAgain).not.toHaveBeenCalled();

    const unset = setup();
    const stop = unset.client.onPasswordNeeded(unset.signInAgain);
    stop();
    expect((await unset.cancel()).response.status).toBe(403);
    expect(unset.signInAgain).not.toHaveBeenCalled();
  });
});
