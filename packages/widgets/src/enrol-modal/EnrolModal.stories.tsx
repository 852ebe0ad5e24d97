import {
  ApiProvider,
  SessionProvider,
  createApiClient,
  createInProcessRefreshLock,
  createMemoryTokenStore,
} from "@academy/api";
import type { paths } from "@academy/api/contract";
import { createMockHandlers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { createOpenApiHttp } from "openapi-msw";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ENROL_MODAL_TEXT as TEXT } from "./constants.ts";
import { EnrolModal } from "./EnrolModal.tsx";

const http = createOpenApiHttp<paths>({ baseUrl: "/api" });
const never = () => new Promise<never>(() => undefined);

interface DemoProps {
  paymentsEnabled: boolean;
  testMode: boolean;
}

function EnrolModalDemo({ paymentsEnabled, testMode }: DemoProps) {
  const [client] = useState(() =>
    createApiClient({
      baseUrl: "/api",
      tokenStore: createMemoryTokenStore(),
      refreshLock: createInProcessRefreshLock(),
    }),
  );
  const [open, setOpen] = useState(true);
  return (
    <ApiProvider client={client}>
      <SessionProvider>
        <EnrolModal
          open={open}
          onOpenChange={setOpen}
          course={{ id: 2, title: "General Contractor Licensing Course", price: 997 }}
          paymentsEnabled={paymentsEnabled}
          testMode={testMode}
          navigate={fn()}
        />
      </SessionProvider>
    </ApiProvider>
  );
}

const meta = {
  title: "Widgets/Enrol modal",
  component: EnrolModalDemo,
  args: { paymentsEnabled: false, testMode: false },
  parameters: {
    a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
    docs: {
      description: {
        component:
          "The enrol widget (academy.md §4, §5, §8): full name and e-mail, processing, success or " +
          "an error; blocked with the spec's message while payments are disabled (as both sales " +
          "pages are today). `mountEnrolModal(element, options)` mounts it in its own shadow root.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...createMockHandlers({ baseUrl: "/api" }));
  },
} satisfies Meta<typeof EnrolModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));

export const PaymentsDisabled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(TEXT.paymentsDisabled)).toBeInTheDocument();
    await expect(dialog.getByRole("button", { name: TEXT.enroll })).toBeDisabled();
  },
};

export const MissingDetails: Story = {
  args: { paymentsEnabled: true, testMode: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: TEXT.enroll }));
    await expect(dialog.getByRole("alert")).toHaveTextContent(TEXT.required);
  },
};

export const Processing: Story = {
  args: { paymentsEnabled: true, testMode: true },
  beforeEach({ msw }) {
    msw.use(http.post("/enroll/test", never));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Full Name/), "New Learner");
    await userEvent.type(dialog.getByLabelText(/^Email/), "new.learner@example.com");
    await userEvent.click(dialog.getByRole("button", { name: TEXT.enroll }));
    const processing = dialog.getByRole("button", { name: TEXT.processing });
    await expect(processing).toHaveAttribute("aria-busy", "true");
    await expect(processing).toHaveAttribute("aria-disabled", "true");
  },
};

export const Failed: Story = {
  args: { paymentsEnabled: true, testMode: true },
  beforeEach({ msw }) {
    msw.use(
      http.post("/enroll/test", ({ response }) =>
        response(403).json({ detail: "Test enrollment is disabled" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Full Name/), "New Learner");
    await userEvent.type(dialog.getByLabelText(/^Email/), "new.learner@example.com");
    await userEvent.click(dialog.getByRole("button", { name: TEXT.enroll }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Test enrollment is disabled");
  },
};
