import type { DiscordPlanChangePreview } from "@academy/api";
import { mockDiscordSubscription, mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, within } from "storybook/test";
import {
  FIND,
  never,
  OVERLAY_OPEN_A11Y,
  siteHandlers,
  siteHttp,
  SitePage,
} from "../../stories/SitePage.tsx";
import { ChangePlan } from "./ChangePlan.tsx";
import { CHANGE_PLAN_TEXT as TEXT } from "./changePlanText.ts";

const PREVIEW_PATH = "/discord/change-plan/{subscriptionId}/preview";

const toCommunity: DiscordPlanChangePreview = {
  tier: "community",
  billing_cycle: "monthly",
  amount_cents: 9_700,
  due_now_cents: 0,
  credit_cents: 5_000,
  next_charge_date: "2026-04-01T00:00:00.000Z",
  next_charge_cents: 4_700,
  currency: "usd",
  cancellation_lifted: false,
};

const meta = {
  title: "Site/Discord/Change plan",
  component: SitePage,
  args: {
    path: "/",
    user: mockUsers.mentee,
    children: (
      <ChangePlan
        subscription={mockDiscordSubscription}
        notify={() => undefined}
        onChanged={() => undefined}
      />
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Issue 27: the portal's plan change. Pick a tier and billing cycle, see the server's " +
          "prorated preview (charged today or credited, and the next charge), confirm or go back.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the dialog and asks for the price of a tier, monthly. */
async function previewCommunity(canvasElement: HTMLElement, tier = "Community") {
  await userEvent.click(
    await within(canvasElement).findByRole("button", { name: TEXT.open }, FIND),
  );
  const dialog = within(await body(canvasElement).findByRole("dialog", { name: TEXT.title }));
  await userEvent.click(dialog.getByRole("radio", { name: tier }));
  await userEvent.click(dialog.getByRole("button", { name: TEXT.seePrice }));
  return dialog;
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("button", { name: TEXT.open }, FIND),
    ).toBeVisible();
  },
};

export const ChoosingSamePlan: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: TEXT.open }, FIND),
    );
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: TEXT.title }));
    await expect(dialog.getByRole("radio", { name: "Pro" })).toBeChecked();
    await expect(dialog.getByText(TEXT.samePlan)).toBeVisible();
    await expect(dialog.getByRole("button", { name: TEXT.seePrice })).toBeDisabled();
  },
};

export const PreviewLoading: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  beforeEach({ msw }) {
    msw.use(siteHttp.post(PREVIEW_PATH, never));
  },
  play: async ({ canvasElement }) => {
    const dialog = await previewCommunity(canvasElement);
    await expect(await dialog.findByText(TEXT.loading)).toBeInTheDocument();
  },
};

export const PreviewFailed: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  beforeEach({ msw }) {
    msw.use(
      siteHttp.post(PREVIEW_PATH, ({ response }) =>
        response(409).json({ detail: "This subscription has already ended." }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await previewCommunity(canvasElement);
    await expect(
      await dialog.findByText("This subscription has already ended.", {}, FIND),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: TEXT.retry })).toBeVisible();
  },
};

export const DowngradeCredit: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  beforeEach({ msw }) {
    msw.use(siteHttp.post(PREVIEW_PATH, ({ response }) => response(200).json(toCommunity)));
  },
  play: async ({ canvasElement }) => {
    const dialog = await previewCommunity(canvasElement);
    await expect(await dialog.findByText("$50.00", {}, FIND)).toBeVisible();
    await expect(dialog.getByText(TEXT.credit)).toBeVisible();
    await expect(dialog.getByText("$47.00 on April 1, 2026")).toBeVisible();
    await expect(dialog.getByRole("button", { name: TEXT.confirm })).toBeVisible();
  },
};

export const UpgradeCharge: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  args: {
    children: (
      <ChangePlan
        subscription={{ ...mockDiscordSubscription, tier: "community", amount_cents: 9_700 }}
        notify={() => undefined}
        onChanged={() => undefined}
      />
    ),
  },
  beforeEach({ msw }) {
    msw.use(
      siteHttp.post(PREVIEW_PATH, ({ response }) =>
        response(200).json({
          ...toCommunity,
          tier: "pro",
          amount_cents: 19_700,
          due_now_cents: 4_999,
          credit_cents: 0,
          next_charge_cents: 19_700,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await previewCommunity(canvasElement, "Pro");
    await expect(await dialog.findByText("$49.99", {}, FIND)).toBeVisible();
    await expect(dialog.getByText(TEXT.dueNow)).toBeVisible();
  },
};

/** A membership set to end with its period: the preview says the change renews it. */
export const LiftsScheduledCancellation: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  args: {
    children: (
      <ChangePlan
        subscription={{ ...mockDiscordSubscription, cancel_at_period_end: true }}
        notify={() => undefined}
        onChanged={() => undefined}
      />
    ),
  },
  beforeEach({ msw }) {
    msw.use(
      siteHttp.post(PREVIEW_PATH, ({ response }) =>
        response(200).json({ ...toCommunity, cancellation_lifted: true }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await previewCommunity(canvasElement);
    await expect(await dialog.findByText(TEXT.cancellationLifted, {}, FIND)).toBeVisible();
    await expect(dialog.getByRole("button", { name: TEXT.confirm })).toBeVisible();
  },
};

export const ChangeRefused: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  beforeEach({ msw }) {
    msw.use(
      siteHttp.post(PREVIEW_PATH, ({ response }) => response(200).json(toCommunity)),
      siteHttp.post("/discord/change-plan/{subscriptionId}", ({ response }) =>
        response(402).json({ detail: "Your card was declined." }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await previewCommunity(canvasElement);
    await userEvent.click(await dialog.findByRole("button", { name: TEXT.confirm }, FIND));
    await expect(await dialog.findByText("Your card was declined.", {}, FIND)).toBeVisible();
  },
};

/** At the phone viewport (375 px) the preview fits: nothing scrolls sideways, Confirm is in reach. */
export const MobilePreview: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  globals: { viewport: { value: "mobile" } },
  beforeEach({ msw }) {
    msw.use(siteHttp.post(PREVIEW_PATH, ({ response }) => response(200).json(toCommunity)));
  },
  play: async ({ canvasElement }) => {
    const dialog = await previewCommunity(canvasElement);
    const confirm = await dialog.findByRole("button", { name: TEXT.confirm }, FIND);
    await expect(confirm).toBeVisible();
    const box = await body(canvasElement).findByRole("dialog", { name: TEXT.title });
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
