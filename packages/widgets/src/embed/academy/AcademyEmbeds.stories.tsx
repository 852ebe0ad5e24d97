import { createMockHandlers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type {} from "msw-storybook-addon/types";
import { useEffect, useRef } from "react";
import { expect, userEvent, within } from "storybook/test";
import { createFakeStripe } from "../../shared/payments/testing/fakeStripe.ts";
import { BUTTON_CSS } from "./button-css.ts";
import type { EmbedApp } from "./contract.ts";
import { mount as mountDiscordJoin } from "./discord-join.app.tsx";
import { mount as mountEnrol } from "./enrol.app.tsx";
import { EMBED_KINDS, type AcademyEmbedOptions, type EmbedKind } from "./kinds.ts";
import { mount as mountLogin } from "./login.app.tsx";

const APPS: Record<EmbedKind, EmbedApp["mount"]> = {
  enrol: mountEnrol,
  "discord-join": mountDiscordJoin,
  login: mountLogin,
};

/** In Storybook the widgets' styles are in the document; the embed adopts them instead. */
const documentCss = () =>
  [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");

/**
 * An embed as the loader sets it up on a partner page (its button in a shadow root), with the
 * app mounted at once and a fake Stripe.
 */
function EmbedDemo({ kind, options }: { kind: EmbedKind; options: AcademyEmbedOptions }) {
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current!;
    const root = host.shadowRoot ?? host.attachShadow({ mode: "open", delegatesFocus: true });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(BUTTON_CSS);
    root.adoptedStyleSheets = [sheet];
    const button = document.createElement("button");
    button.type = "button";
    button.className = "academy-trigger";
    button.textContent = options.buttonText ?? EMBED_KINDS[kind].label;
    const status = document.createElement("p");
    status.setAttribute("role", "status");
    status.className = "academy-status";
    root.replaceChildren(button, status);
    const { stripe } = createFakeStripe();
    const instance = APPS[kind]({
      host,
      root,
      button,
      status,
      kind,
      options,
      api: new URL("/api", location.href).href,
      loadStripe: () => Promise.resolve(stripe),
      css: documentCss(),
    });
    button.addEventListener("click", () => instance.open());
    // After React's commit: unmounting a root while another renders is not allowed.
    return () => queueMicrotask(() => instance.unmount());
  }, [kind, options]);
  return <div ref={hostRef} data-testid="embed-host" />;
}

const meta = {
  title: "Widgets/Partner embeds (payment and login)",
  component: EmbedDemo,
  args: { kind: "enrol", options: { course: "2" } },
  parameters: {
    a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
    docs: {
      description: {
        component:
          "The script-tag embeds of issue #31 as a partner page shows them: the loader's " +
          "button in the element's shadow root, and the widget's own modal once it is used. " +
          "The course's name and price come from our API (here MSW), never from the page.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(
      http.get("*/api/courses", () =>
        HttpResponse.json([
          { id: 2, name: "General Contractor Licensing Course", price_cents: 99_700 },
        ]),
      ),
      ...createMockHandlers({ baseUrl: "/api" }),
    );
  },
} satisfies Meta<typeof EmbedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Queries inside the embed's shadow root, where the button and the modal live. */
async function embed(canvasElement: HTMLElement) {
  const host = await within(canvasElement).findByTestId("embed-host");
  // Testing Library queries any node, but prints only elements when a query fails.
  return within(host.shadowRoot as unknown as HTMLElement);
}

export const EnrolButton: Story = {
  play: async ({ canvasElement }) => {
    const shadow = await embed(canvasElement);
    await expect(await shadow.findByRole("button", { name: "Enroll Now" })).toBeVisible();
  },
};

export const EnrolOpen: Story = {
  play: async ({ canvasElement }) => {
    const shadow = await embed(canvasElement);
    await userEvent.click(await shadow.findByRole("button", { name: "Enroll Now" }));
    const dialog = within(
      await shadow.findByRole("dialog", { name: "Enroll in General Contractor Licensing Course" }),
    );
    await expect(await dialog.findByText(/No real payment is taken/)).toBeVisible();
    await expect(await dialog.findByRole("textbox", { name: "Card number" })).toBeVisible();
    await expect(await dialog.findByRole("button", { name: "Pay $997" })).toBeInTheDocument();
  },
};

export const EnrolUnknownCourse: Story = {
  args: { options: { course: "99", buttonText: "Buy the course" } },
  play: async ({ canvasElement }) => {
    const shadow = await embed(canvasElement);
    await userEvent.click(await shadow.findByRole("button", { name: "Buy the course" }));
    await expect(await shadow.findByText("This course is not available.")).toBeVisible();
    await expect(shadow.queryByRole("dialog")).toBeNull();
  },
};

export const DiscordJoinOpen: Story = {
  args: { kind: "discord-join", options: { tier: "community", plan: "yearly" } },
  play: async ({ canvasElement }) => {
    const shadow = await embed(canvasElement);
    await userEvent.click(await shadow.findByRole("button", { name: "Join Discord Community" }));
    const dialog = within(await shadow.findByRole("dialog", { name: "Join Discord Community" }));
    // The tier and plan the partner chose, at our price.
    await expect(await dialog.findByText("Community", { exact: true })).toBeInTheDocument();
    await expect(await dialog.findByText("$997/year")).toBeInTheDocument();
    await expect(await dialog.findByRole("textbox", { name: "Card number" })).toBeVisible();
  },
};

export const LoginOpenDark: Story = {
  args: { kind: "login", options: { theme: "dark" } },
  play: async ({ canvasElement }) => {
    const shadow = await embed(canvasElement);
    await userEvent.click(await shadow.findByRole("button", { name: "Student Login" }));
    const dialog = within(await shadow.findByRole("dialog", { name: "Student Login" }));
    await expect(await dialog.findByRole("textbox", { name: "Email" })).toBeInTheDocument();
    await expect(dialog.getByRole("button", { name: "Login" })).toBeInTheDocument();
    const host = await within(canvasElement).findByTestId("embed-host");
    await expect(host.shadowRoot?.querySelector('[data-theme="dark"]')).not.toBeNull();
  },
};
