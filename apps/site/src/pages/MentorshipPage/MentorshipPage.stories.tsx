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
import { MENTORSHIP_TEXT as TEXT } from "./mentorshipContent.ts";

const meta = {
  title: "Site/Pages/Mentorship",
  component: SitePage,
  args: { path: "/mentorship" },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "`/mentorship` (academy.md §2, §4, §5, §8, §9): title, features, success stories and the " +
          "Apply for Mentorship form: form, submitting, submitted or error.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "All In One + Mentorship" }, FIND);
  },
};

async function openForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const [apply] = await canvas.findAllByRole("button", { name: TEXT.apply }, FIND);
  await userEvent.click(apply as HTMLElement);
  const body = within(canvasElement.ownerDocument.body);
  const dialog = within(await body.findByRole("dialog", { name: TEXT.formTitle }, FIND));
  // The form's code loads when the dialog opens (issue #30).
  await dialog.findByRole("button", { name: TEXT.submit }, FIND);
  return dialog;
}

async function submitFilled(canvasElement: HTMLElement) {
  const dialog = await openForm(canvasElement);
  await userEvent.type(dialog.getByLabelText(/^First Name/), "Jamie");
  await userEvent.type(dialog.getByLabelText(/^Last Name/), "Stone");
  await userEvent.type(dialog.getByLabelText(/^Email/), "jamie@example.com");
  await userEvent.type(dialog.getByLabelText(/^Phone/), "214-555-0199");
  await userEvent.click(dialog.getByRole("combobox", { name: /^Location/ }));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole("option", { name: "Dallas, TX" }));
  await userEvent.click(dialog.getByRole("button", { name: TEXT.submit }));
  return dialog;
}

export const ApplicationForm: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: TEXT.submit }));
    await expect(dialog.getByText("First Name is required")).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  beforeEach({ msw }) {
    msw.use(siteHttp.post("/forms/{formId}", never));
  },
  play: async ({ canvasElement }) => {
    const dialog = await submitFilled(canvasElement);
    const submitting = dialog.getByRole("button", { name: TEXT.submitting });
    await expect(submitting).toHaveAttribute("aria-busy", "true");
    await expect(submitting).toHaveAttribute("aria-disabled", "true");
  },
};

export const Submitted: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  play: async ({ canvasElement }) => {
    const dialog = await submitFilled(canvasElement);
    await expect(await dialog.findByText(TEXT.submitted)).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  beforeEach({ msw }) {
    msw.use(
      siteHttp.post("/forms/{formId}", ({ response }) =>
        response(400).json({ error: "Applications are closed this week" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await submitFilled(canvasElement);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Applications are closed this week",
    );
  },
};
