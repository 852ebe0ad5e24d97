export const CONNECT_TEXT = {
  connectTitle: "Connect Discord",
  going: "Taking you to Discord...",
  signedOut: "Sign in with the account you pay your membership with, then connect Discord.",
  signIn: "Sign in",
  startFailed: "Connecting Discord could not start.",
  retry: "Try again",
  linkedTitle: "Discord",
  linking: "Connecting your Discord account...",
  cancelled: "You cancelled connecting Discord. Nothing was changed.",
  discordError: (description: string) => `Discord did not connect your account: ${description}`,
  missingCode: "This page needs the answer Discord sends back. Start again from Connect Discord.",
  linkFailed: "Your Discord account could not be connected.",
  connectedAs: (name: string) => `Connected as ${name}`,
  noRole:
    "No role is on its way: the role comes with an active membership. It is granted as soon as you pay.",
  manage: "Manage subscription",
  openServer: "Open the Discord server",
} as const;
