import type { Meta, StoryObj } from "@storybook/react-vite";
import * as ToastPrimitive from "@radix-ui/react-toast";
import type { ReactNode } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { Inline } from "../Inline/Inline.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Toast, ToastProvider, useToast } from "./Toast.tsx";

function Demo() {
  const { toast } = useToast();
  return (
    <Inline>
      <Button
        onClick={() =>
          toast({
            tone: "success",
            title: "Welcome to the community!",
            description: "Check your email for the Discord invite.",
          })
        }
      >
        Success toast
      </Button>
      <Button
        variant="danger"
        onClick={() => toast({ tone: "error", title: "Payment failed. Please try again." })}
      >
        Error toast
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast({ tone: "info", title: "You currently have no active subscription." })}
      >
        Info toast
      </Button>
    </Inline>
  );
}

/** Shows toasts in place (not fixed to the corner) so stories can display them side by side. */
function StaticToasts({ children }: { children: ReactNode }) {
  return (
    <ToastPrimitive.Provider>
      {children}
      <ToastPrimitive.Viewport
        style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 8, maxWidth: 420 }}
      />
    </ToastPrimitive.Provider>
  );
}

const meta = {
  title: "Overlays/Toast",
  component: Toast,
  tags: ["autodocs"],
  args: { tone: "success", title: "Welcome to the community!", open: true, duration: Infinity },
  argTypes: {
    tone: { control: "inline-radio", options: ["success", "error", "info"] },
    title: { control: "text" },
    description: { control: "text" },
  },
  render: (args) => (
    <StaticToasts>
      <Toast {...args} />
    </StaticToasts>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "Wrap the app (or widget) in `ToastProvider` and call `useToast().toast({ tone, title })`. " +
          "Toasts last 5 seconds, are announced (errors assertively), pause on hover or focus, and " +
          "F8 jumps to them.",
      },
    },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single toast with controls (kept open). */
export const Playground: Story = {};
export const Success: Story = {
  args: { tone: "success", description: "Check your email for the Discord invite." },
};
export const ErrorTone: Story = {
  name: "Error",
  args: { tone: "error", title: "Payment failed. Please try again." },
};
export const Info: Story = {
  args: { tone: "info", title: "You currently have no active subscription." },
};

/** Through the provider: the toast appears, is announced to screen readers, and can be dismissed. */
export const Announced: Story = {
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Error toast" }));
    const page = within(document.body);
    await waitFor(() =>
      expect(
        page
          .getAllByRole("status")
          .some((el) => el.textContent?.includes("Payment failed. Please try again.")),
      ).toBe(true),
    );
    // This toast's own button: stories share one page, so another story's toast may linger.
    const dismiss = await page.findByRole("button", { name: "Dismiss" });
    await userEvent.click(dismiss);
    await waitFor(() => expect(dismiss.isConnected).toBe(false));
  },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <StaticToasts>
      <Toast
        open
        duration={Infinity}
        tone="success"
        title="Welcome to the community!"
        description="Check your email for the Discord invite."
      />
      <Toast open duration={Infinity} tone="error" title="Payment failed. Please try again." />
      <Toast
        open
        duration={Infinity}
        tone="info"
        title="You currently have no active subscription."
      />
    </StaticToasts>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
