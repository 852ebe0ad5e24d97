import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "../Box/Box.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { Text } from "../Text/Text.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Link } from "./Link.tsx";

const meta = {
  title: "Actions/Link",
  component: Link,
  tags: ["autodocs"],
  args: { href: "#privacy", children: "Privacy Policy" },
  argTypes: {
    tone: { control: "inline-radio", options: ["link", "inherit", "inverse"] },
    asChild: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Router-agnostic: pass `asChild` and a router link as the child, e.g. " +
          '`<Link asChild><RouterLink to="/discord">Discord</RouterLink></Link>`.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text link, plain href or router link. */
export const Playground: Story = {};
export const External: Story = {
  args: { href: "https://example.com", external: true, children: "Academy" },
};
export const Quiet: Story = { args: { quiet: true, children: "Practice Tests" } };
export const AsChild: Story = {
  args: { asChild: true, children: <a href="#discord">Discord (child anchor)</a> },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md">
      <Text>
        Read the <Link href="#terms">Terms of Service</Link> before you enrol.
      </Text>
      <Text>
        <Link href="#terms" tone="inherit">
          Inherit tone
        </Link>{" "}
        and{" "}
        <Link href="#x" quiet>
          quiet link
        </Link>
      </Text>
      <Link href="https://example.com" external>
        External academy site
      </Link>
      <Box background="inverse" padding="sm">
        <Link href="#home" tone="inverse">
          Link on the navigation band
        </Link>
      </Box>
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
