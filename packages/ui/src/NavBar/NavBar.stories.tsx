import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Avatar } from "../Avatar/Avatar.tsx";
import { Button } from "../Button/Button.tsx";
import { Inline } from "../Inline/Inline.tsx";
import { Link } from "../Link/Link.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { Text } from "../Text/Text.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { NavBar, NavBarLink } from "./NavBar.tsx";

const links = [
  ["#home", "Home"],
  ["#courses", "Courses"],
  ["#practice-tests", "Practice Tests"],
  ["#calculators", "Calculators"],
  ["#discord", "Discord"],
  ["#contact", "Contact"],
] as const;

const Brand = () => (
  <Link href="#home" tone="inverse" quiet>
    Build Academy
  </Link>
);

const meta = {
  title: "Navigation/NavBar",
  component: NavBar,
  tags: ["autodocs"],
  parameters: { padded: false, layout: "fullscreen" },
  args: {
    brand: <Brand />,
    actions: <Button size="sm">Student Login</Button>,
    onMenuOpenChange: fn(),
    children: links.map(([href, label], i) => (
      <NavBarLink key={href} href={href} active={i === 0}>
        {label}
      </NavBarLink>
    )),
  },
  argTypes: {
    brand: { control: false },
    actions: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header with the spec's links; resize below 768px to get the menu button. */
export const Playground: Story = {};

/** Anonymous visitor: a Student Login button. */
export const Guest: Story = {};

/** Logged-in user: full name with an avatar, and a Logout button. */
export const LoggedIn: Story = {
  args: {
    actions: (
      <Inline space="sm" noWrap>
        <Avatar name="Jane Builder" size="sm" />
        <Text as="span" tone="inverse" size="sm" weight="semibold">
          Jane Builder
        </Text>
        <Button size="sm" variant="secondary">
          Logout
        </Button>
      </Inline>
    ),
  },
};

/**
 * Mobile: the links fold behind a menu button. Enter opens it, Escape closes it and focus
 * returns to the button.
 */
export const MobileMenu: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Open menu" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(nav).toHaveAttribute("data-state", "open");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(nav).toHaveAttribute("data-state", "closed"));
    await waitFor(() => expect(canvas.getByRole("button", { name: "Open menu" })).toHaveFocus());
  },
};

/** Mobile, menu open. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: { defaultMenuOpen: true },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <Stack space="2xl">
      {/* Inside a section a header is not a page banner, so two can be shown side by side. */}
      <section aria-label="Guest">
        <NavBar {...args} label="Main (guest)" />
      </section>
      <section aria-label="Logged in">
        <NavBar {...args} {...LoggedIn.args} label="Main (logged in)" />
      </section>
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
