import type { FastifyPluginAsync } from "fastify";
import type { StandinContext } from "./context.ts";
import { payCheckoutSession, type CheckoutSessionDoc } from "./checkout.ts";
import { parseStripeParams, read } from "./form.ts";
import type { WriteQueue } from "./store.ts";
import { MESSAGES } from "../http/messages.ts";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(session: CheckoutSessionDoc, error?: string): string {
  const amount = `$${(session.amount_total / 100).toFixed(2)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Checkout (offline test)</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff">
<main><h1>Pay ${escape(session._standin.name)}</h1><p>${escape(amount)} — offline test checkout. Use a Stripe test card.</p>
${error ? `<p role="alert" style="color:#a00000">${escape(error)}</p>` : ""}
<form method="post"><p><label for="number">Card number</label><br><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required></p>
<p><label for="exp">Expiry date (MM / YY)</label><br><input id="exp" name="exp" autocomplete="cc-exp" required></p>
<p><label for="cvc">Security code (CVC)</label><br><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></p>
<p><button type="submit">Pay ${escape(amount)}</button> <a href="${escape(session.cancel_url)}">Cancel</a></p></form></main></body></html>`;
}

/** The hosted checkout page of the stand-in (GET shows it, POST pays). */
export function checkoutPage(ctx: StandinContext, queue: WriteQueue): FastifyPluginAsync {
  return async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_req, body, done) => done(null, parseStripeParams(String(body))),
    );
    scope.get<{ Params: { id: string } }>("/checkout/:id", async (request, reply) => {
      const session = await ctx.store.find<CheckoutSessionDoc>(
        request.params.id,
        "checkout.session",
      );
      if (!session) return reply.code(404).send({ detail: MESSAGES.notFound });
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(page(session));
    });
    scope.post<{ Params: { id: string } }>("/checkout/:id", async (request, reply) => {
      const session = await ctx.store.find<CheckoutSessionDoc>(
        request.params.id,
        "checkout.session",
      );
      if (!session) return reply.code(404).send({ detail: MESSAGES.notFound });
      const form =
        typeof request.body === "object" && request.body !== null
          ? (request.body as Record<string, string>)
          : {};
      const exp = (read.string(form, "exp") ?? "").replace(/\D/g, "");
      const card = {
        number: read.string(form, "number") ?? "",
        exp_month: exp.slice(0, 2),
        exp_year: exp.slice(2, 4),
        cvc: read.string(form, "cvc") ?? "",
      };
      const result = await queue.run(() => payCheckoutSession(ctx, session, card));
      if (!result.ok)
        return reply.code(402).type("text/html; charset=utf-8").send(page(session, result.message));
      return reply.redirect(session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id), 303);
    });
  };
}
