import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  CHECKING_ENROLLMENT,
  CONTACT_FORM,
  FORM_ERRORS,
  PARTNERSHIP_FORM,
} from "../../formText.ts";
import { FIND, never, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";

const meta = {
  title: "Site/Pages/Home",
  component: SitePage,
  args: { path: "/" },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "`/`: the Grand Opening banner, then the home, courses, leadership, pathway, " +
          "accelerator and contact sections (academy.md §2, §4). Stories run on the contract's mock handlers.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = "Build your future in construction and real-estate development";

/** A visitor: course cards link straight to the sales pages. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: heading }, FIND);
    await expect(canvas.getByRole("region", { name: "Announcement" })).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
  },
};

/** A signed-in learner: the header shows the name; course buttons check enrolment first. */
export const SignedIn: Story = {
  args: { user: mockUsers.student },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: heading }, FIND);
    await expect(
      (await canvas.findAllByText(mockUsers.student.full_name, {}, FIND))[0],
    ).toBeVisible();
  },
};

/** While the enrolment check runs the button says so and is busy, keeping the focus. */
export const CheckingEnrollment: Story = {
  args: { user: mockUsers.student },
  beforeEach({ msw }) {
    msw.use(siteHttp.get("/users/{userId}/enrollment/{courseId}", never));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole("button", { name: "Continue course" }, FIND);
    await userEvent.click(button);
    const card = within(button.closest("article") as HTMLElement);
    await waitFor(() => expect(card.getByText(CHECKING_ENROLLMENT)).toBeVisible());
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The banner's close button hides it. */
export const BannerDismissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole("region", { name: "Announcement" }, FIND);
    await userEvent.click(within(banner).getByRole("button", { name: "Dismiss announcement" }));
    await expect(canvas.queryByRole("region", { name: "Announcement" })).toBeNull();
  },
};

async function fillContact(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const form = await canvas.findByRole("form", { name: CONTACT_FORM.heading }, FIND);
  const scoped = within(form);
  await userEvent.type(scoped.getByLabelText(/^Full Name/), "Casey Contact");
  await userEvent.type(scoped.getByLabelText(/^Email Address/), "casey@example.com");
  await userEvent.type(scoped.getByLabelText(/^Message/), "Tell me about the licensing course.");
  await userEvent.click(scoped.getByRole("button", { name: CONTACT_FORM.submit }));
  return canvas;
}

/** Contact form: sending. */
export const ContactSending: Story = {
  args: { path: "/#contact" },
  beforeEach({ msw }) {
    msw.use(siteHttp.post("/forms/{formId}", never));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement);
    const sending = canvas.getByRole("button", { name: CONTACT_FORM.sending });
    await expect(sending).toHaveAttribute("aria-busy", "true");
    await expect(sending).toHaveAttribute("aria-disabled", "true");
  },
};

/** Contact form: the Thank You panel (back to the form after 5 s). */
export const ContactThankYou: Story = {
  args: { path: "/#contact" },
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement);
    await waitFor(() => expect(canvas.getByText(CONTACT_FORM.thankYou)).toBeVisible());
  },
};

/** Contact form: the service refused it. */
export const ContactError: Story = {
  args: { path: "/#contact" },
  beforeEach({ msw }) {
    msw.use(
      siteHttp.post("/forms/{formId}", ({ response }) => response(400).json({ error: "Refused" })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement);
    await waitFor(() => expect(canvas.getByText(FORM_ERRORS.rejected)).toBeVisible());
  },
};

/** The Join the Network form, open. */
export const PartnershipOpen: Story = {
  args: { path: "/#accelerator" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: PARTNERSHIP_FORM.open }, FIND));
    await expect(
      await canvas.findByRole("form", { name: PARTNERSHIP_FORM.heading }, FIND),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: PARTNERSHIP_FORM.close })).toBeVisible();
  },
};

/** The partnership Thank You panel, with its Close button. */
export const PartnershipThankYou: Story = {
  args: { path: "/#accelerator" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: PARTNERSHIP_FORM.open }, FIND));
    const form = within(await canvas.findByRole("form", { name: PARTNERSHIP_FORM.heading }, FIND));
    await userEvent.type(form.getByLabelText(/^Full Name/), "Pat Partner");
    await userEvent.type(form.getByLabelText(/^Email Address/), "pat@builders.example");
    await userEvent.type(form.getByLabelText(/^Phone Number/), "214-555-0456");
    await userEvent.click(form.getByRole("button", { name: PARTNERSHIP_FORM.submit }));
    await waitFor(() => expect(canvas.getByText(PARTNERSHIP_FORM.thankYou)).toBeVisible());
    await expect(
      canvas.getByRole("button", { name: PARTNERSHIP_FORM.closeThankYou }),
    ).toBeVisible();
  },
};
