import type { PaymentsConfig } from "@academy/api";
import { createMockHandlers, mockUsers, planCatalogueWithTrials } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type {} from "msw-storybook-addon/types";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  CHALLENGE_BUTTON,
  DECLINE_MESSAGE,
  TEST_CARDS,
} from "../shared/payments/testing/fakeStripe.ts";
import { CalculatorSubscribeModal } from "./CalculatorSubscribeModal.tsx";
import { CALCULATOR_SUBSCRIBE_TEXT as TEXT } from "./constants.ts";
import { calculatorSalesConfig, StoryApi, useFakeStripeLoader } from "./testing.tsx";
import { dialogOf, type DialogQueries } from "../shared/payments/testing/checkoutStory.ts";

type Viewer = "guest" | "student" | "admin";

interface DemoProps {
  viewer: Viewer;
  sales: PaymentsConfig["sales"]["calculator"];
  /** Keep the card confirmation pending (the processing state). */
  holdPayment: boolean;
  /** The subscribe call answers no token: the guest's e-mail already had an account. */
  existingAccount?: boolean;
  /** Free days configured (issue 48: CALCULATOR_TRIAL_DAYS; off by default). */
  trialDays?: number;
}

function CalculatorSubscribeDemo({ viewer, holdPayment }: DemoProps) {
  const loadStripe = useFakeStripeLoader(holdPayment);
  const [open, setOpen] = useState(true);
  const [subscribed, setSubscribed] = useState(false);
  return (
    <StoryApi user={viewer === "guest" ? null : mockUsers[viewer]}>
      <p role="status">{subscribed ? "Subscribed" : open ? "" : "Closed"}</p>
      <CalculatorSubscribeModal
        open={open}
        onOpenChange={setOpen}
        loadStripe={loadStripe}
        onSubscribed={() => setSubscribed(true)}
        navigate={fn()}
      />
    </StoryApi>
  );
}

const meta = {
  title: "Widgets/Calculator subscription modal",
  component: CalculatorSubscribeDemo,
  args: { viewer: "guest", sales: "open", holdPayment: false },
  parameters: {
    a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
    docs: {
      description: {
        component:
          "investor-tools.md §2, §4-§9 (issue #15): $9/month or $90/year, the included list, " +
          "the guest's details then payment, Processing..., and the admin-only launch states. " +
          "Stories use a fake Stripe (one 'Card number' box).",
      },
    },
  },
  beforeEach({ msw, args }) {
    msw.use(
      calculatorSalesConfig("/api", args.sales),
      ...(args.existingAccount
        ? [http.post("/api/calculator/subscribe", () => HttpResponse.json({}))]
        : []),
      ...(args.trialDays
        ? [
            http.get("/api/catalogue/plans", () =>
              HttpResponse.json(planCatalogueWithTrials({ calculator: args.trialDays })),
            ),
          ]
        : []),
      ...createMockHandlers({ baseUrl: "/api", signedInAs: null }),
    );
  },
} satisfies Meta<typeof CalculatorSubscribeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function giveDetails(dialog: DialogQueries) {
  await userEvent.type(dialog.getByLabelText(/^Full Name/), "Casey Investor");
  await userEvent.type(dialog.getByLabelText(/^Email/), "casey@example.com");
  const next = dialog.getByRole("button", { name: TEXT.continue });
  await waitFor(() => expect(next).toBeEnabled());
  await userEvent.click(next);
}

export const GuestDetails: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText(TEXT.stepDetails)).toBeInTheDocument();
    await expect(dialog.getByText(TEXT.socialProof)).toBeInTheDocument();
    await expect(dialog.getByText(TEXT.included[2])).toBeInTheDocument();
    await expect(dialog.getByRole("button", { name: TEXT.continue })).toBeDisabled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(await dialog.findByLabelText(/^Full Name/), "Casey Investor");
    await userEvent.type(dialog.getByLabelText(/^Email/), "casey@example");
    await userEvent.tab();
    await expect(await dialog.findByText(TEXT.emailInvalid)).toBeInTheDocument();
    await expect(dialog.getByLabelText(/^Email/)).toHaveAccessibleDescription(TEXT.emailInvalid);
    await expect(dialog.getByRole("button", { name: TEXT.continue })).toBeDisabled();
  },
};

export const GuestPayment: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await giveDetails(dialog);
    await expect(await dialog.findByRole("textbox", { name: "Card number" })).toBeInTheDocument();
    await expect(
      dialog.getByRole("button", { name: TEXT.subscribe("monthly", "$9") }),
    ).toBeEnabled();
  },
};

export const SignedInYearly: Story = {
  args: { viewer: "student" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(
      await dialog.findByRole("radio", { name: `${TEXT.yearly} (${TEXT.save})` }),
    );
    await expect(await dialog.findByText(TEXT.perYear("$90"))).toBeInTheDocument();
    await expect(
      dialog.getByRole("button", { name: TEXT.subscribe("yearly", "$90") }),
    ).toBeInTheDocument();
  },
};

export const Processing: Story = {
  args: { viewer: "student", holdPayment: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(
      await dialog.findByRole("textbox", { name: "Card number" }),
      TEST_CARDS.succeeds,
    );
    await userEvent.click(dialog.getByRole("button", { name: TEXT.subscribe("monthly", "$9") }));
    const processing = await dialog.findByRole("button", { name: TEXT.processing });
    await expect(processing).toHaveAttribute("aria-busy", "true");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeDisabled();
  },
};

export const Declined: Story = {
  args: { viewer: "student" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(
      await dialog.findByRole("textbox", { name: "Card number" }),
      TEST_CARDS.declined,
    );
    await userEvent.click(dialog.getByRole("button", { name: TEXT.subscribe("monthly", "$9") }));
    await expect(await dialog.findByRole("link", { name: DECLINE_MESSAGE })).toBeInTheDocument();
  },
};

export const Succeeded: Story = {
  args: { viewer: "student" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(
      await dialog.findByRole("textbox", { name: "Card number" }),
      TEST_CARDS.succeeds,
    );
    await userEvent.click(dialog.getByRole("button", { name: TEXT.subscribe("monthly", "$9") }));
    await expect(await dialog.findByText(TEXT.success)).toBeInTheDocument();
    // The host's own status line (behind the modal, so hidden from the accessibility tree).
    await expect(within(canvasElement).getByText("Subscribed")).toBeInTheDocument();
  },
};

/** 3-D Secure: the provider's challenge sits outside the modal and still takes focus. */
export const Authenticating: Story = {
  args: { viewer: "student" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(
      await dialog.findByRole("textbox", { name: "Card number" }),
      TEST_CARDS.authenticates,
    );
    await userEvent.click(dialog.getByRole("button", { name: TEXT.subscribe("monthly", "$9") }));
    const challenge = await within(canvasElement.ownerDocument.body).findByRole("button", {
      name: CHALLENGE_BUTTON,
    });
    await expect(challenge).toHaveFocus();
    await userEvent.click(challenge);
    await expect(await dialog.findByText(TEXT.success)).toBeInTheDocument();
  },
};

/** The spec's launch setting, for everyone but admins: nothing can be changed or sent. */
export const ComingSoonAdminOnly: Story = {
  args: { sales: "admin_only" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText(TEXT.comingSoonTitle)).toBeInTheDocument();
    await expect(dialog.getByText(TEXT.comingSoonSubtitle)).toBeInTheDocument();
    await expect(await dialog.findByRole("button", { name: TEXT.comingSoon })).toBeDisabled();
    await expect(dialog.getByLabelText(/^Full Name/)).toBeDisabled();
    await expect(dialog.getByRole("radio", { name: TEXT.monthly })).toBeDisabled();
  },
};

export const AdminAccess: Story = {
  args: { viewer: "admin", sales: "admin_only" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText(TEXT.adminBadge)).toBeInTheDocument();
    await expect(dialog.getByText(TEXT.title)).toBeInTheDocument();
    await expect(
      await dialog.findByRole("button", {
        name: `${TEXT.subscribe("monthly", "$9")} ${TEXT.adminTag}`,
      }),
    ).toBeEnabled();
  },
};

export const Closed: Story = {
  args: { viewer: "admin", sales: "closed" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole("button", { name: TEXT.comingSoon })).toBeDisabled();
    await expect(dialog.queryByText(TEXT.adminBadge)).toBeNull();
  },
};

/** A guest whose e-mail already had an account: paid, and asked to log in (no silent switch). */
export const PaidLoginRequired: Story = {
  args: { existingAccount: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await giveDetails(dialog);
    await userEvent.type(
      await dialog.findByRole("textbox", { name: "Card number" }),
      TEST_CARDS.succeeds,
    );
    await userEvent.click(dialog.getByRole("button", { name: TEXT.subscribe("monthly", "$9") }));
    await expect(await dialog.findByText(TEXT.successLoginRequired)).toBeInTheDocument();
    await expect(dialog.getByRole("button", { name: TEXT.logIn })).toBeInTheDocument();
  },
};

/** Issue 48: with a 7-day trial configured, the button and the note say it plainly. */
export const FreeTrial: Story = {
  args: { viewer: "student", trialDays: 7 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      await dialog.findByRole("button", { name: TEXT.trialSubscribe(7, "monthly", "$9") }),
    ).toBeInTheDocument();
    await expect(dialog.getByText(TEXT.trialNote(7, "monthly", "$9"))).toBeInTheDocument();
  },
};
