import {
  ApiProvider,
  SessionProvider,
  createApiClient,
  createInProcessRefreshLock,
  createMemoryTokenStore,
} from "@academy/api";
import { createMockHandlers } from "@academy/api/mocks";
import { formatMoney } from "@academy/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, fn, userEvent, within } from "storybook/test";
import { createFakeStripe, TEST_CARDS } from "../../shared/payments/testing/fakeStripe.ts";
import { SUBSCRIPTION_TEXT } from "../constants.ts";
import { PAYMENT_PLAN_TEXT } from "../paymentPlanText.ts";
import { PlanPayAction } from "./PlanPayAction.tsx";

const { stripe } = createFakeStripe();

/** The mentorship's instalment in the catalogue's cents, as the account page passes it. */
const STORY_PLAN = { instalment_cents: 124_925, currency: "usd" };

/** The dialog reads the payments configuration through the API, as on the account page. */
const client = createApiClient({
  baseUrl: "/api",
  tokenStore: createMemoryTokenStore(),
  refreshLock: createInProcessRefreshLock(),
});

/**
 * A paused plan's "Update card and pay" (issue 48): the card confirms the outstanding payment
 * in the browser, so 4000 0025 0000 3155 shows its 3-D Secure challenge first.
 */
const meta = {
  title: "Widgets/Plan pay action",
  component: PlanPayAction,
  decorators: [
    (Story) => (
      <ApiProvider client={client}>
        <SessionProvider>
          <Story />
        </SessionProvider>
      </ApiProvider>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...createMockHandlers({ baseUrl: "/api" }));
  },
  args: {
    plan: STORY_PLAN,
    payWithCard: fn(async ({ stripe: loaded, card }) => {
      const result = await loaded.confirmCardPayment("pi_story_secret_story", {
        payment_method: { card },
      });
      if (result.error) throw new Error(result.error.message);
    }),
    notify: fn(),
    onChanged: fn(),
    loadStripe: () => Promise.resolve(stripe),
  },
} satisfies Meta<typeof PlanPayAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** The dialog open with the card that asks for 3-D Secure typed in. */
export const ChallengeCard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole("button", {
        name: PAYMENT_PLAN_TEXT.pay(formatMoney(STORY_PLAN.instalment_cents)),
      }),
    );
    const dialog = await body.findByRole("dialog", { name: SUBSCRIPTION_TEXT.updateDialog.title });
    const box = await within(dialog).findByRole("textbox", { name: "Card number" });
    await userEvent.type(box, TEST_CARDS.authenticates);
    await expect(box).toHaveValue(TEST_CARDS.authenticates);
  },
};
