import type { DiscordRoleState } from "@academy/api";

/** Where every "Connect Discord" step points: it starts a new OAuth2 round trip. */
export const CONNECT_PATH = "/discord/connect";

export const DISCORD_CONNECTION_TEXT = {
  heading: "Discord",
  nextStep: "Next: connect Discord",
  intro: "Connect your Discord account to receive your membership's role in the server.",
  connect: "Connect Discord",
  reconnect: "Connect another account",
  disconnect: "Disconnect",
  connectedAs: (name: string) => `Connected as ${name}`,
  noRole: "No role yet: an active membership gives the Pro or Community role.",
  loading: "Loading your Discord connection...",
  loadFailed: "Your Discord connection could not be loaded.",
  retry: "Try again",
  disconnected: "Discord disconnected. Its role is being removed.",
  disconnectFailed: "Discord could not be disconnected. Please try again.",
  newInvite: "Send a new invite",
  inviteSent: "A new invite is in your e-mail (earlier links no longer work):",
  inviteFailed: "A new invite could not be sent.",
} as const;

const TIER = { pro: "Pro", community: "Community" } as const;

/** The role's state as the member reads it ("Pro role granted", "Discord refused: ..."). */
export function roleLine(role: DiscordRoleState): string {
  const name = `${TIER[role.tier]} role`;
  const refused = `Discord refused: ${role.error ?? "no reason given"}`;
  if (role.action === "grant") {
    if (role.state === "done") return `${name} granted`;
    if (role.state === "pending") return `${name} being granted`;
    if (role.state === "retrying") return `${refused}. Retrying automatically.`;
    return `${refused}. Our team has been notified.`;
  }
  if (role.state === "done") return `${name} removed`;
  if (role.state === "failed") return `${refused}. Our team has been notified.`;
  return `${name} being removed`;
}

/** The tone of that line. */
export function roleTone(role: DiscordRoleState): "success" | "info" | "warning" | "danger" {
  if (role.state === "failed") return "danger";
  if (role.state === "retrying") return "warning";
  if (role.state === "pending") return "info";
  return role.action === "grant" ? "success" : "info";
}
