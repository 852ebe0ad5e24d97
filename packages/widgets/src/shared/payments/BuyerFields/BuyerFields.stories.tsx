import {
  ApiProvider,
  SessionProvider,
  createApiClient,
  createInProcessRefreshLock,
  createMemoryTokenStore,
  useSession,
} from "@academy/api";
import { createMockHandlers, mockTokensFor, mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { BUYER_TEXT } from "../SignedInBuyer/SignedInBuyer.tsx";
import { useBuyerFields } from "./BuyerFields.tsx";

function Fields({ busy }: { busy: boolean }) {
  const buyer = useBuyerFields({
    labels: { fullName: "Full Name", email: "Email" },
    ids: { fullName: "buyer-name", email: "buyer-email" },
    busy,
  });
  return (
    <form aria-label="Checkout">
      {buyer.fields}
      <output aria-label="Paying for">{buyer.email}</output>
    </form>
  );
}

function OnceSessionKnown({ busy }: { busy: boolean }) {
  const { status } = useSession();
  return status === "loading" ? null : <Fields busy={busy} />;
}

/** The buyer's details as the enrol and Discord join forms show them. */
function BuyerFieldsDemo({ signedIn, busy }: { signedIn: boolean; busy: boolean }) {
  const [client] = useState(() =>
    createApiClient({
      baseUrl: "/api",
      tokenStore: createMemoryTokenStore(signedIn ? mockTokensFor(mockUsers.newcomer) : undefined),
      refreshLock: createInProcessRefreshLock(),
    }),
  );
  return (
    <ApiProvider client={client}>
      <SessionProvider>
        <OnceSessionKnown busy={busy} />
      </SessionProvider>
    </ApiProvider>
  );
}

const meta = {
  title: "Widgets/Buyer fields",
  component: BuyerFieldsDemo,
  args: { signedIn: false, busy: false },
  beforeEach({ msw }) {
    msw.use(...createMockHandlers({ baseUrl: "/api" }));
  },
} satisfies Meta<typeof BuyerFieldsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Email/), "new@example.com");
    await expect(canvas.getByRole("status", { name: "Paying for" })).toHaveTextContent(
      "new@example.com",
    );
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(BUYER_TEXT.buyingAs)).toBeVisible();
    await expect(canvas.getByRole("status", { name: "Paying for" })).toHaveTextContent(
      mockUsers.newcomer.email,
    );
  },
};
