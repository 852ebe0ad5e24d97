import {
  ApiProvider,
  SessionProvider,
  createApiClient,
  createInProcessRefreshLock,
  createMemoryTokenStore,
} from "@academy/api";
import { createMockHandlers } from "@academy/api/mocks";
import { Button } from "@academy/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type {} from "msw-storybook-addon/types";
import { useMemo, useState, type FormEvent } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { CardField } from "../payments/CardField/CardField.tsx";
import type { PaymentWords } from "../payments/flow/PaymentError.ts";
import { TEST_MODE_TEXT } from "../payments/TestModeNotice.tsx";
import { createFakeStripe } from "../payments/testing/fakeStripe.ts";
import { Checkout } from "./Checkout.tsx";
import { demoPreview } from "../PromotionCode/demoPreview.ts";
import { dialogOf } from "../payments/testing/checkoutStory.ts";

const never = new Promise<void>(() => undefined);

const WORDS: PaymentWords = {
  unavailable: "Payment system is loading.",
  noCard: "Payment system is loading.",
  details: "Please fill in all required fields",
  intent: "Payment failed",
  intentDetail: "conflict",
  card: "Payment failed",
  cardProvider: true,
  incomplete: "Payment not completed",
  complete: "Payment failed",
  completeDetail: false,
  unexpected: "Payment failed",
};

interface DemoProps {
  onSale: boolean;
  testMode: boolean;
  /** Show the promotion-code field (issue 48); the story's server knows WELCOME10 only. */
  promotionCode: boolean;
  /** Keep the card confirmation pending (the processing state). */
  holdPayment: boolean;
}

/** A product of its own around the shared Checkout: one card field and a pay button. */
function CheckoutDemo({ promotionCode, holdPayment }: DemoProps) {
  const [client] = useState(() =>
    createApiClient({
      baseUrl: "/api",
      tokenStore: createMemoryTokenStore(),
      refreshLock: createInProcessRefreshLock(),
    }),
  );
  const fake = useMemo(
    () => createFakeStripe(holdPayment ? { holdConfirmation: never } : {}),
    [holdPayment],
  );
  const loadStripe = useMemo(() => () => Promise.resolve(fake.stripe), [fake]);
  const [open, setOpen] = useState(true);
  return (
    <ApiProvider client={client}>
      <SessionProvider>
        <Button onClick={() => setOpen(true)}>Open checkout</Button>
        <Checkout
          open={open}
          onOpenChange={setOpen}
          title="Checkout"
          description="The shared checkout every product's payment form sits in."
          loadStripe={loadStripe}
          onSale={(config) => config.sales.discord}
          words={WORDS}
          setupFailedText="Card payments could not be loaded. Please try again later."
          closedText="Coming Soon"
          {...(promotionCode
            ? { promotionCode: { label: "Promotion code", preview: demoPreview } }
            : {})}
        >
          {({ payment, busy }) => {
            const submit = (event: FormEvent) => {
              event.preventDefault();
              void payment.run(async ({ stripe, card }) => {
                await stripe.confirmCardPayment("pi_demo_secret_demo", {
                  payment_method: { card },
                });
              });
            };
            return (
              <form aria-label="Checkout" onSubmit={submit}>
                <CardField
                  id="checkout-card"
                  label="Card details"
                  loadingText="Loading the secure card field..."
                  ready={payment.ready}
                  error={payment.problem?.message ?? null}
                  onChange={() => payment.clear()}
                />
                <Button type="submit" busy={busy} busyLabel="Processing...">
                  Pay
                </Button>
              </form>
            );
          }}
        </Checkout>
      </SessionProvider>
    </ApiProvider>
  );
}

const meta = {
  title: "Widgets/Checkout",
  component: CheckoutDemo,
  args: { onSale: true, testMode: true, promotionCode: false, holdPayment: false },
  parameters: {
    a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
    docs: {
      description: {
        component:
          "The one checkout (issue 48): dialog, payments configuration and plan catalogue, " +
          "Stripe Elements, the test-mode notice, an optional promotion-code field and the " +
          "card-payment hook. Enrol, Discord join, the calculator subscription and the card " +
          "update supply only their fields, words and API calls.",
      },
    },
  },
  beforeEach({ msw, args }) {
    msw.use(
      http.get("/api/payments/config", () =>
        HttpResponse.json({
          publishable_key: "pk_test_mock",
          stripe_js_url: null,
          test_mode: args.testMode,
          sales: { courses: true, calculator: "open", discord: args.onSale },
        }),
      ),
      ...createMockHandlers({ baseUrl: "/api" }),
    );
  },
} satisfies Meta<typeof CheckoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole("textbox", { name: "Card number" })).toBeVisible();
    await expect(dialog.getByText(TEST_MODE_TEXT.notice)).toBeVisible();
  },
};

export const LiveMode: Story = {
  args: { testMode: false },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await dialog.findByRole("textbox", { name: "Card number" });
    await expect(dialog.queryByText(TEST_MODE_TEXT.notice)).toBeNull();
  },
};

export const NotOnSale: Story = {
  args: { onSale: false },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText("Coming Soon")).toBeVisible();
  },
};

export const WithPromotionCode: Story = {
  args: { promotionCode: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const field = await dialog.findByRole("textbox", { name: "Promotion code" });
    await userEvent.type(field, "WELCOME10");
    await userEvent.click(dialog.getByRole("button", { name: "Apply" }));
    await expect(
      await dialog.findByText("WELCOME10 applied: -$99.70. New price: $897.30"),
    ).toBeVisible();
  },
};

export const Processing: Story = {
  args: { holdPayment: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(
      await dialog.findByRole("textbox", { name: "Card number" }),
      "4242424242424242",
    );
    const pay = dialog.getByRole("button", { name: "Pay" });
    await userEvent.click(pay);
    await waitFor(() => expect(pay).toHaveAttribute("aria-busy", "true"));
    // Busy: Escape does not close it.
    await userEvent.keyboard("{Escape}");
    await expect(dialog.getByRole("button", { name: "Processing..." })).toBeInTheDocument();
  },
};
