import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { useState, type FormEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { CardField } from "../payments/CardField/CardField.tsx";
import type { PaymentWords } from "../payments/flow/PaymentError.ts";
import { TEST_MODE_TEXT } from "../payments/TestModeNotice.tsx";
import { createFakeStripe } from "../payments/testing/fakeStripe.ts";
import { axeViolations, createTestClient, TEST_API, TestProviders } from "../testing.tsx";
import { demoPreview } from "../PromotionCode/demoPreview.ts";
import { Checkout, type CheckoutProps } from "./Checkout.tsx";

const WORDS: PaymentWords = {
  unavailable: "Not ready",
  noCard: "No card",
  details: "Details missing",
  intent: "Intent failed",
  intentDetail: "conflict",
  card: "Card refused",
  cardProvider: false,
  incomplete: "Not completed",
  complete: "Completion failed",
  completeDetail: false,
  unexpected: "Something went wrong",
};

const config = (open: boolean, testMode = true) =>
  http.get(`${TEST_API}/payments/config`, () =>
    HttpResponse.json({
      publishable_key: "pk_test_mock",
      stripe_js_url: null,
      test_mode: testMode,
      sales: { courses: open, calculator: "open", discord: open },
    }),
  );

type Options = Partial<Omit<CheckoutProps, "children">> & {
  open?: boolean;
  testMode?: boolean;
  failStripe?: boolean;
  task?: () => Promise<void>;
};

function setup(options: Options = {}) {
  const { open = true, testMode = true, failStripe = false, task, ...props } = options;
  const { client, requests } = createTestClient({ overrides: [config(open, testMode)] });
  const fake = createFakeStripe();
  const loadStripe = vi.fn(() =>
    failStripe ? Promise.reject(new Error("no Stripe")) : Promise.resolve(fake.stripe),
  );
  const seen: (string | null)[] = [];
  function Harness() {
    const [dialogOpen, setDialogOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setDialogOpen(true)}>
          Open
        </button>
        <Checkout
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          title="Buy the thing"
          description="Pay for the thing."
          loadStripe={loadStripe}
          onSale={(answer) => answer.sales.discord}
          words={WORDS}
          setupFailedText="Card payments could not be loaded."
          closedText="Coming Soon"
          summary={(state) => (
            <p>{state.catalogue ? `${state.catalogue.products.length} products` : "…"}</p>
          )}
          {...props}
        >
          {({ payment, busy, promotion }) => {
            seen.push(promotion ? `${promotion.code} ${promotion.amountCents}` : null);
            const submit = (event: FormEvent) => {
              event.preventDefault();
              void payment.run(task ?? (() => Promise.resolve()));
            };
            return (
              <form aria-label="Thing form" onSubmit={submit}>
                <CardField
                  id="card"
                  label="Card"
                  loadingText="Loading card..."
                  ready={payment.ready}
                  error={payment.problem?.message ?? null}
                  onChange={() => payment.clear()}
                />
                <button type="submit" disabled={busy}>
                  Pay
                </button>
              </form>
            );
          }}
        </Checkout>
      </>
    );
  }
  render(
    <TestProviders client={client}>
      <Harness />
    </TestProviders>,
  );
  return { user: userEvent.setup(), loadStripe, requests, seen };
}

describe("Checkout", () => {
  it("reads the configuration and the plan catalogue, loads Stripe and shows the test-mode notice", async () => {
    const { loadStripe, requests } = setup();
    const dialog = await screen.findByRole("dialog", { name: "Buy the thing" });
    expect(await within(dialog).findByText("6 products")).toBeVisible();
    expect(await within(dialog).findByRole("textbox", { name: "Card number" })).toBeVisible();
    expect(within(dialog).getByText(TEST_MODE_TEXT.notice)).toBeVisible();
    expect(loadStripe).toHaveBeenCalledTimes(1);
    const asked = requests.map((request) => new URL(request.url).pathname);
    expect(asked).toContain("/api/payments/config");
    expect(asked).toContain("/api/catalogue/plans");
    expect(within(dialog).queryByLabelText("Promotion code")).toBeNull();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it("shows no test-mode notice outside test mode", async () => {
    setup({ testMode: false });
    const dialog = await screen.findByRole("dialog", { name: "Buy the thing" });
    await within(dialog).findByRole("textbox", { name: "Card number" });
    expect(within(dialog).queryByText(TEST_MODE_TEXT.notice)).toBeNull();
  });

  it("while the product is not on sale says so, loads no Stripe, and keeps or drops the form as asked", async () => {
    const kept = setup({ open: false });
    const dialog = await screen.findByRole("dialog", { name: "Buy the thing" });
    expect(await within(dialog).findByText("Coming Soon")).toBeVisible();
    expect(within(dialog).getByRole("form", { name: "Thing form" })).toBeInTheDocument();
    expect(within(dialog).getByText(TEST_MODE_TEXT.notice)).toBeVisible();
    expect(kept.loadStripe).not.toHaveBeenCalled();
  });

  it("drops the form and the notice while closed when the product says so", async () => {
    setup({ open: false, formWhenClosed: false, testModeWhenClosed: false });
    const dialog = await screen.findByRole("dialog", { name: "Buy the thing" });
    expect(await within(dialog).findByText("Coming Soon")).toBeVisible();
    expect(within(dialog).queryByRole("form", { name: "Thing form" })).toBeNull();
    expect(within(dialog).queryByText(TEST_MODE_TEXT.notice)).toBeNull();
  });

  it("says when card payments cannot be loaded", async () => {
    setup({ failStripe: true });
    const dialog = await screen.findByRole("dialog", { name: "Buy the thing" });
    expect(await within(dialog).findByText("Card payments could not be loaded.")).toBeVisible();
  });

  it("renders the promotion-code field only when asked, and hands the applied code to the form", async () => {
    const preview = vi.fn(demoPreview);
    const { user, seen } = setup({ promotionCode: { label: "Promotion code", preview } });
    const dialog = await screen.findByRole("dialog", { name: "Buy the thing" });
    await user.type(within(dialog).getByRole("textbox", { name: "Promotion code" }), "WELCOME10");
    expect(seen.at(-1)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(seen.at(-1)).toBe("WELCOME10 89730"));
    expect(preview).toHaveBeenCalledWith("WELCOME10");
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it("shows no promotion-code field unless the product takes codes", async () => {
    setup();
    const dialog = await screen.findByRole("dialog", { name: "Buy the thing" });
    expect(await within(dialog).findByRole("form", { name: "Thing form" })).toBeVisible();
    expect(within(dialog).queryByRole("textbox", { name: "Promotion code" })).toBeNull();
  });

  it("cannot close while a payment runs, and reports a failure in the product's words", async () => {
    let finish: (() => void) | undefined;
    const { user } = setup({
      task: () =>
        new Promise<void>((_resolve, reject) => {
          finish = () => reject(new Error("provider said no"));
        }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Buy the thing" });
    await user.type(await within(dialog).findByRole("textbox", { name: "Card number" }), "4242");
    await user.click(within(dialog).getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Pay" })).toBeDisabled());
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Buy the thing" })).toBeInTheDocument();
    finish?.();
    expect(await within(dialog).findByText(WORDS.unexpected)).toBeVisible();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
