import {
  ApiProvider,
  SessionProvider,
  createApiClient,
  createInProcessRefreshLock,
  createMemoryTokenStore,
} from "@academy/api";
import {
  catalogueWithPaymentPlans,
  createMockHandlers,
  mockTokensFor,
  mockUsers,
} from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type {} from "msw-storybook-addon/types";
import { useMemo, useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { FIELD_MESSAGES } from "../shared/fieldValidation.ts";
import { ENROL_MODAL_TEXT as TEXT } from "./constants.ts";
import { EnrolModal, type EnrolSuccess } from "./EnrolModal.tsx";
import {
  CHALLENGE_BUTTON,
  createFakeStripe,
  DECLINE_MESSAGE,
  TEST_CARDS,
} from "../shared/payments/testing/fakeStripe.ts";
import {
  dialogOf,
  typeGuestAndCard,
  type DialogQueries,
} from "../shared/payments/testing/checkoutStory.ts";

const PAY = TEXT.pay("$997");
const never = new Promise<void>(() => undefined);

interface DemoProps {
  coursesOnSale: boolean;
  testMode: boolean;
  /** Keep the card confirmation pending (the processing state). */
  holdPayment: boolean;
  /** A signed-in buyer: the newcomer owns no course, the student owns this one. */
  signedInAs?: "newcomer" | "student";
}

function EnrolModalDemo({ holdPayment, signedInAs }: DemoProps) {
  const [client] = useState(() =>
    createApiClient({
      baseUrl: "/api",
      tokenStore: createMemoryTokenStore(
        signedInAs ? mockTokensFor(mockUsers[signedInAs]) : undefined,
      ),
      refreshLock: createInProcessRefreshLock(),
    }),
  );
  const loadStripe = useMemo(() => {
    const { stripe } = createFakeStripe(holdPayment ? { holdConfirmation: never } : {});
    return () => Promise.resolve(stripe);
  }, [holdPayment]);
  const [open, setOpen] = useState(true);
  const [success, setSuccess] = useState<EnrolSuccess | null>(null);
  return (
    <ApiProvider client={client}>
      <SessionProvider>
        <p role="status">{success?.message ?? (open ? "" : "Closed")}</p>
        <EnrolModal
          open={open}
          onOpenChange={setOpen}
          course={{ id: 2, title: "General Contractor Licensing Course" }}
          loadStripe={loadStripe}
          onEnrolled={setSuccess}
          navigate={fn()}
        />
      </SessionProvider>
    </ApiProvider>
  );
}

const meta = {
  title: "Widgets/Enrol modal",
  component: EnrolModalDemo,
  args: { coursesOnSale: true, testMode: true, holdPayment: false },
  parameters: {
    a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
    docs: {
      description: {
        component:
          "The enrol widget (academy.md §4, §5, §8, issue #14): full name, e-mail and card; " +
          "processing, success or the provider's error in a GOV.UK error summary; the spec's " +
          "message while courses are not on sale; a notice in test mode. Stories use a fake " +
          "Stripe (one 'Card number' box); the site uses Stripe.js or the server's stand-in.",
      },
    },
  },
  beforeEach({ msw, args }) {
    msw.use(
      ...createMockHandlers({
        baseUrl: "/api",
        testMode: args.testMode,
        coursesOnSale: args.coursesOnSale,
      }),
    );
  },
} satisfies Meta<typeof EnrolModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillIn = (dialog: DialogQueries, card: string) =>
  typeGuestAndCard(dialog, { fullName: "New Learner", email: "new.learner@example.com" }, card);

/** Issue 48, PAYMENT_PLAN_INSTALMENTS=4: pay in full or in 4 monthly payments. */
export const PaymentPlans: Story = {
  beforeEach({ msw }) {
    msw.use(http.get("/api/catalogue/plans", () => HttpResponse.json(catalogueWithPaymentPlans())));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const monthly = await dialog.findByRole("radio", {
      name: TEXT.monthlyPayments(4, "$249.25"),
    });
    await userEvent.click(monthly);
    await expect(dialog.getByRole("button", { name: TEXT.pay("$249.25") })).toBeInTheDocument();
  },
};

export const PaymentsDisabled: Story = {
  args: { coursesOnSale: false, testMode: false },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText(TEXT.paymentsDisabled)).toBeInTheDocument();
    // Nothing to pay with: no card field that never loads, no pay button.
    await expect(dialog.queryByText(TEXT.cardLoading)).toBeNull();
    await expect(dialog.queryByRole("button", { name: PAY })).toBeNull();
  },
};

export const TestMode: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText(TEXT.testModeNotice)).toBeInTheDocument();
    await expect(await dialog.findByRole("textbox", { name: "Card number" })).toBeInTheDocument();
  },
};

export const LiveMode: Story = {
  args: { testMode: false },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole("textbox", { name: "Card number" })).toBeInTheDocument();
    await expect(dialog.queryByText(TEXT.testModeNotice)).toBeNull();
  },
};

export const MissingDetails: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await dialog.findByRole("textbox", { name: "Card number" });
    await userEvent.click(dialog.getByRole("button", { name: PAY }));
    await expect(await dialog.findByText("There is a problem")).toBeInTheDocument();
    await expect(dialog.getByText(TEXT.required)).toBeInTheDocument();
    await expect(
      dialog.getByRole("link", { name: FIELD_MESSAGES.fullNameMissing }),
    ).toBeInTheDocument();
    await expect(dialog.getByRole("link", { name: TEXT.cardMissing })).toBeInTheDocument();
  },
};

export const Processing: Story = {
  args: { holdPayment: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await fillIn(dialog, TEST_CARDS.succeeds);
    await userEvent.click(dialog.getByRole("button", { name: PAY }));
    const processing = await dialog.findByRole("button", { name: TEXT.processing });
    await expect(processing).toHaveAttribute("aria-busy", "true");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeDisabled();
  },
};

export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await fillIn(dialog, TEST_CARDS.declined);
    await userEvent.click(dialog.getByRole("button", { name: PAY }));
    await expect(await dialog.findByRole("link", { name: DECLINE_MESSAGE })).toBeInTheDocument();
  },
};

export const Succeeded: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await fillIn(dialog, TEST_CARDS.succeeds);
    await userEvent.click(dialog.getByRole("button", { name: PAY }));
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(
      `${TEXT.paymentSuccess} ${TEXT.tempPasswordNote}`,
    );
  },
};

/** 3-D Secure: the provider's challenge sits outside the modal and still takes focus. */
export const Authenticating: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await fillIn(dialog, TEST_CARDS.authenticates);
    await userEvent.click(dialog.getByRole("button", { name: PAY }));
    const page = within(canvasElement.ownerDocument.body);
    const challenge = await page.findByRole("button", { name: CHALLENGE_BUTTON });
    await expect(challenge).toHaveFocus();
    await userEvent.click(challenge);
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(
      TEXT.paymentSuccess,
    );
  },
};

/** A signed-in buyer pays for their own account: the e-mail is shown, not a field. */
export const SignedInBuyer: Story = {
  args: { signedInAs: "newcomer" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText(mockUsers.newcomer.email)).toBeInTheDocument();
    await expect(dialog.queryByRole("textbox", { name: /^Email/ })).toBeNull();
    await expect(await dialog.findByRole("textbox", { name: "Card number" })).toBeInTheDocument();
  },
};

/** A signed-in owner of the course is offered to open it, before any card field. */
export const AlreadyOwned: Story = {
  args: { signedInAs: "student" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText(TEXT.alreadyOwned)).toBeInTheDocument();
    await expect(dialog.getByRole("button", { name: TEXT.openCourse })).toBeInTheDocument();
    await expect(dialog.queryByRole("textbox", { name: "Card number" })).toBeNull();
  },
};
