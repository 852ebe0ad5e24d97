import type { StandinContext } from "./context.ts";
import { invalid } from "./errors.ts";
import { read, type Params } from "./form.ts";
import { newId } from "./ids.ts";
import { attachPaymentMethod, resolvePaymentMethod } from "./payment-methods.ts";
import type { StripeDoc } from "./store.ts";

export interface CustomerDoc extends StripeDoc {
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
  /** Stripe's customer balance in cents: negative is credit (a downgrade's unused time). */
  balance?: number;
}

/** POST /v1/customers. */
export async function createCustomer(ctx: StandinContext, params: Params): Promise<CustomerDoc> {
  const customer: CustomerDoc = {
    id: newId("cus"),
    object: "customer",
    created: ctx.clock.now(),
    email: read.string(params, "email") ?? null,
    name: read.string(params, "name") ?? null,
    description: read.string(params, "description") ?? null,
    metadata: read.metadata(params),
    invoice_settings: { default_payment_method: null },
    balance: 0,
    livemode: false,
  };
  await ctx.store.put(customer);
  const method = read.string(params, "payment_method");
  if (method) await attachPaymentMethod(ctx, await resolvePaymentMethod(ctx, method), customer.id);
  return updateCustomer(ctx, customer, { ...params, email: "", name: "" });
}

/** POST /v1/customers/:id: email, name, metadata, invoice_settings[default_payment_method]. */
export async function updateCustomer(
  ctx: StandinContext,
  customer: CustomerDoc,
  params: Params,
): Promise<CustomerDoc> {
  const email = read.string(params, "email");
  if (email) customer.email = email;
  const name = read.string(params, "name");
  if (name) customer.name = name;
  customer.metadata = read.metadata(params, customer.metadata);
  const defaultMethod = read.string(
    read.object(params, "invoice_settings"),
    "default_payment_method",
  );
  if (defaultMethod !== undefined) {
    if (defaultMethod !== "") {
      const method = await ctx.store.find(defaultMethod, "payment_method");
      if (!method || method["customer"] !== customer.id)
        throw invalid(
          `No such PaymentMethod: '${defaultMethod}'; It does not belong to customer ${customer.id}.`,
          "invoice_settings[default_payment_method]",
          "resource_missing",
        );
    }
    customer.invoice_settings = { default_payment_method: defaultMethod || null };
  }
  return ctx.store.put(customer);
}
