import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../Badge/Badge.tsx";
import { Button } from "../Button/Button.tsx";
import { Grid } from "../Grid/Grid.tsx";
import { Heading } from "../Heading/Heading.tsx";
import { Text } from "../Text/Text.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Card, type CardProps } from "./Card.tsx";

function TierCard(props: CardProps & { title: string }) {
  const { title, ...rest } = props;
  return (
    <Card {...rest}>
      <Heading level={3} size="md">
        {title}
      </Heading>
      <Text tone="secondary">Private channels, weekly deal reviews and live Q&amp;A.</Text>
      <Button disabled>Coming Soon</Button>
    </Card>
  );
}

const meta = {
  title: "Display/Card",
  component: Card,
  tags: ["autodocs"],
  args: { variant: "outlined", padding: "md", highlighted: false },
  argTypes: {
    variant: { control: "inline-radio", options: ["outlined", "elevated", "sunken"] },
    padding: { control: "inline-radio", options: ["none", "sm", "md", "lg"] },
    as: { control: "select", options: ["div", "article", "section", "li", "aside"] },
  },
  render: (args) => <TierCard {...args} title="Community" />,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A panel for a course, a tier, a subscription or a results block. */
export const Playground: Story = {};
export const Elevated: Story = { args: { variant: "elevated" } };
export const Sunken: Story = { args: { variant: "sunken" } };
export const Highlighted: Story = {
  args: { highlighted: true },
  render: (args) => (
    <Card {...args}>
      <Badge tone="brand" solid>
        Most popular
      </Badge>
      <Heading level={3} size="md">
        Pro
      </Heading>
      <Text tone="secondary">Everything in Community, plus mentorship calls.</Text>
    </Card>
  ),
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 2 }} space="lg">
      <TierCard title="Outlined" />
      <TierCard title="Elevated" variant="elevated" />
      <TierCard title="Sunken" variant="sunken" />
      <TierCard title="Highlighted" highlighted />
      <TierCard title="Small padding" padding="sm" />
      <TierCard title="Large padding" padding="lg" />
    </Grid>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
