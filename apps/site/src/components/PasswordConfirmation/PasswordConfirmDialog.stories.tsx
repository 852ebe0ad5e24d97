import { mockUsers, MOCK_PASSWORD } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  FIND,
  never,
  OVERLAY_OPEN_A11Y,
  siteHandlers,
  siteHttp,
  SitePage,
} from "../../stories/SitePage.tsx";
import { PasswordConfirmDialog } from "./PasswordConfirmDialog.tsx";
import { PASSWORD_CONFIRMATION_TEXT as TEXT } from "./passwordConfirmationText.ts";

const onDone = fn();

const meta = {
  title: "Site/Account/Confirm your password",
  component: SitePage,
  args: {
    path: "/",
    user: mockUsers.student,
    children: <PasswordConfirmDialog email={mockUsers.student.email} onDone={onDone} />,
  },
  parameters: {
    ...OVERLAY_OPEN_A11Y,
    docs: {
      description: {
        component:
          "Issue 45: a change to what the account pays with or for (plan, card, cancelling) " +
          "needs the password proved within 15 minutes. The API client opens this when the " +
          "server asks, signs in again, then sends the change once more.",
      },
    },
  },
  beforeEach({ msw }) {
    onDone.mockClear();
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: TEXT.title }, FIND),
  );

export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(TEXT.description)).toBeVisible();
    await expect(dialog.getByLabelText(new RegExp(`^${TEXT.password}`))).toHaveFocus();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText(new RegExp(`^${TEXT.password}`)), "guess{Enter}");
    await expect(await dialog.findByText("Invalid credentials", {}, FIND)).toBeVisible();
    await expect(onDone).not.toHaveBeenCalled();
  },
};

export const Confirming: Story = {
  beforeEach({ msw }) {
    msw.use(siteHttp.post("/auth/login", never));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(
      dialog.getByLabelText(new RegExp(`^${TEXT.password}`)),
      `${MOCK_PASSWORD}{Enter}`,
    );
    await expect(await dialog.findByRole("button", { name: TEXT.confirming }, FIND)).toBeVisible();
    await expect(dialog.getByRole("button", { name: TEXT.cancel })).toBeDisabled();
  },
};
