import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { FolderLockedError } from "./db/folder-lock.ts";
import { closeOnSignals } from "./ops/shutdown.ts";
import { DEMO_ACCOUNTS } from "./seed/demo-accounts.ts";
import { seedDemoHistoryAtStart } from "./seed/demo-history.ts";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ config });
} catch (error) {
  if (error instanceof FolderLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
await app.ready();
await seedDemoHistoryAtStart(app);
await app.listen({ port: config.port, host: config.host });

const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
const lines = [``, `  Academy is running at http://${config.host}:${port}/`, ``];
if (config.seedDemoAccounts) {
  lines.push("  Demo logins:");
  for (const account of DEMO_ACCOUNTS)
    lines.push(`    ${account.role.padEnd(48)} ${account.email} / ${account.password}`);
  lines.push("");
}
if (app.services.payments.standin)
  lines.push(
    "  Payments: the offline Stripe stand-in (test mode). Test cards: 4242 4242 4242 4242 pays,",
    "  4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for 3-D Secure.",
    "",
  );
if (config.jwtSecretGenerated)
  lines.push("  JWT_SECRET is not set: sessions end when the server stops.", "");
console.log(lines.join("\n"));

closeOnSignals(app, config.ops.shutdownGraceMs);
