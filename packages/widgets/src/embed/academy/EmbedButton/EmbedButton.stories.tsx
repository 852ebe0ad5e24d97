import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { EmbedButton } from "./EmbedButton.tsx";

const meta = {
  title: "Widgets/Embeds/Partner button",
  component: EmbedButton,
  args: { kind: "enrol", course: "2" },
  parameters: {
    docs: {
      description: {
        component:
          "The button dist/academy.js draws on a partner's page (`<academy-enrol>`, `<academy-discord-join>`, `<academy-login>`). `theme=\"dark\"` is for dark pages: the brand's saturated orange with dark text, never the pale tone that read as disabled. The a11y check measures its contrast inside the shadow root.",
      },
    },
  },
} satisfies Meta<typeof EmbedButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button inside the element's shadow root, once mounted. */
const buttonOf = async (canvasElement: HTMLElement) => {
  let button: HTMLButtonElement | null | undefined;
  await waitFor(() => {
    button = canvasElement.querySelector("[data-embed-slot]")?.shadowRoot?.querySelector("button");
    expect(button).toBeTruthy();
  });
  return button as HTMLButtonElement;
};

export const Light: Story = {
  play: async ({ canvasElement }) => {
    const button = await buttonOf(canvasElement);
    await expect(button).toHaveTextContent("Enroll Now");
    await expect(getComputedStyle(button).backgroundColor).toBe("rgb(194, 65, 12)");
  },
};

export const Dark: Story = {
  args: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const button = await buttonOf(canvasElement);
    await expect(button).toHaveAttribute("data-theme", "dark");
    await expect(getComputedStyle(button).backgroundColor).toBe("rgb(251, 146, 60)");
    await expect(getComputedStyle(button).opacity).toBe("1");
  },
};

export const DarkDiscordJoinWithOwnText: Story = {
  args: { kind: "discord-join", theme: "dark", tier: "pro", buttonText: "Join Pro" },
  play: async ({ canvasElement }) => {
    await expect(await buttonOf(canvasElement)).toHaveTextContent("Join Pro");
  },
};

export const DarkLogin: Story = {
  args: { kind: "login", theme: "dark" },
};
