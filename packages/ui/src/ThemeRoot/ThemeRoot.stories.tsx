import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../Badge/Badge.tsx";
import { Box } from "../Box/Box.tsx";
import { Button } from "../Button/Button.tsx";
import { Card } from "../Card/Card.tsx";
import { Grid } from "../Grid/Grid.tsx";
import { Heading } from "../Heading/Heading.tsx";
import { Inline } from "../Inline/Inline.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { Text } from "../Text/Text.tsx";
import { allStatesParameters } from "../test-utils/stories.ts";
import { vars } from "../theme/contract.css.ts";
import type { Tone } from "../theme/tokens.ts";
import { ThemeRoot } from "./ThemeRoot.tsx";

function Sample() {
  return (
    <Card>
      <Inline align="between">
        <Heading level={3} size="md">
          Real Estate Developer Course
        </Heading>
        <Badge tone="premium" solid>
          PREMIUM
        </Badge>
      </Inline>
      <Text tone="secondary">9 modules, 12 weeks, 1247 students.</Text>
      <Inline>
        <Button>Enroll now</Button>
        <Button variant="secondary">Curriculum</Button>
      </Inline>
    </Card>
  );
}

const meta = {
  title: "Foundations/ThemeRoot",
  component: ThemeRoot,
  tags: ["autodocs"],
  args: { theme: "light", surface: "page" },
  argTypes: {
    theme: { control: "inline-radio", options: ["light", "dark"] },
    surface: { control: "inline-radio", options: ["none", "page", "raised"] },
    portalContainer: { control: false },
  },
  render: (args) => (
    <ThemeRoot {...args} style={{ padding: 24 }}>
      <Sample />
    </ThemeRoot>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "Scopes a theme to an element rather than `:root`, so a widget can theme the inside " +
          'of its shadow root: `<ThemeRoot theme="light" portalContainer={container}>`. ' +
          "Overlays re-apply the theme class on their portalled content. Motion tokens drop to " +
          "0ms under `prefers-reduced-motion: reduce`.",
      },
    },
  },
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Dark: Story = { args: { theme: "dark" } };

/** Both themes side by side: the same components, only the contract's values change. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 2 }} space="none">
      {(["light", "dark"] as const).map((theme) => (
        <ThemeRoot key={theme} theme={theme} surface="page">
          <Box padding="xl">
            <Stack space="md">
              <Text weight="bold">{theme}</Text>
              <Sample />
            </Stack>
          </Box>
        </ThemeRoot>
      ))}
    </Grid>
  ),
};

const tones: Tone[] = ["brand", "success", "warning", "danger", "info", "neutral", "premium"];

/** The colour roles of the current theme (switch themes in the toolbar). */
export const Palette: Story = {
  render: () => (
    <Stack space="md">
      {tones.map((tone) => (
        <Inline key={tone} space="sm">
          <Text as="span" weight="semibold" style={{ width: 80 }}>
            {tone}
          </Text>
          <span
            style={{
              background: vars.color[tone].solid,
              color: vars.color[tone].onSolid,
              padding: "0.5rem 1rem",
              borderRadius: 8,
            }}
          >
            solid
          </span>
          <span
            style={{
              background: vars.color[tone].subtle,
              color: vars.color[tone].onSubtle,
              border: `1px solid ${vars.color[tone].border}`,
              padding: "0.5rem 1rem",
              borderRadius: 8,
            }}
          >
            subtle
          </span>
          <span style={{ color: vars.color[tone].text, fontWeight: 600 }}>text on page</span>
        </Inline>
      ))}
    </Stack>
  ),
};

export const PaletteDark: Story = { ...Palette, globals: { theme: "dark" } };
