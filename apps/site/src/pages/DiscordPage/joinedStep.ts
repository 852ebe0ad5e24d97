/**
 * Issue 50: "Next: connect Discord" outlives a reload. A buyer whose e-mail already had an
 * account is not signed in by the payment, so the browser tab remembers that it paid until
 * the member's own state (signed in) says what is next.
 */
const KEY = "academy.discord.joined";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the step then lasts as long as the page.
    return null;
  }
}

export const joinedStep = {
  read: (): boolean => storage()?.getItem(KEY) === "1",
  remember: (): void => storage()?.setItem(KEY, "1"),
  forget: (): void => storage()?.removeItem(KEY),
};
