import type { FastifyInstance } from "fastify";
import { createCardAnswerGate } from "./abuse/declines.ts";
import { resumeUnfinished } from "./payments/recovery.ts";
import { finishDuplicates } from "./payments/one-subscription.ts";
import { resumePlans } from "./payment-plans/recovery.ts";
import { deliverToOwnWebhook } from "./payments/webhook-route.ts";
import { seedDemoPromotionCodes } from "./seed/demo-promotion-codes.ts";
import type { Services } from "./services.ts";

/**
 * What runs once the app is ready and what stops when it closes. Background work starts only
 * in onReady, once every route is registered: a webhook delivered before that would boot the
 * app half-built (AVV_ERR_ROOT_PLG_BOOTED) and use one of the event's attempts.
 */
export function registerLifecycle(
  app: FastifyInstance,
  services: Services,
  closeDatabase: () => Promise<void>,
): void {
  const { payments } = services;
  app.addHook("onReady", async () => {
    // The stand-in delivers its events to this app's own webhook route, signed like Stripe's.
    payments.standin?.setDelivery(deliverToOwnWebhook(app));
    // ...and asks this server's declines counters before it examines a card (card testing).
    payments.standin?.setCardGate(
      createCardAnswerGate({ db: services.db, limits: services.limits.purchase }),
    );
    // Demo data that lives at the provider too: after the stand-in is up, before serving. Only
    // on the stand-in: a demo code is never written into a real Stripe account by a start.
    if (services.config.seedDemoAccounts && payments.standin)
      await seedDemoPromotionCodes(services);
    services.discord.start();
    services.background.run("resume unfinished payments", async () => {
      await resumeUnfinished(services);
      await finishDuplicates(services);
      await resumePlans(services);
    });
    services.background.run("send mail a stopped process recorded", async () => {
      await services.mailer.deliverPending();
    });
  });
  // Serving starts once this instance hears the others' cache invalidations.
  app.addHook("onReady", () => services.changes.ready());
  app.addHook("onReady", async () => services.lifecycle.started());
  app.addHook("onClose", async () => {
    services.lifecycle.stopping();
    await payments.close();
    services.discord.stop();
    await services.background.drain();
    await services.changes.close();
    await closeDatabase();
  });
}
