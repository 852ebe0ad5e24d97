import {
  ApiProvider,
  SessionProvider,
  createApiClient,
  createInProcessRefreshLock,
  createMemoryTokenStore,
} from "@academy/api";
import type { paths } from "@academy/api/contract";
import { createMockHandlers, mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { createOpenApiHttp } from "openapi-msw";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { FIELD_MESSAGES } from "../fieldValidation.ts";
import { LoginForm, type LoginFormProps } from "./LoginForm.tsx";

const http = createOpenApiHttp<paths>({ baseUrl: "/api" });
const never = () => new Promise<never>(() => undefined);

/** The form with the providers a host page gives it, on the contract's mocked API. */
function LoginFormDemo(props: LoginFormProps) {
  const [client] = useState(() =>
    createApiClient({
      baseUrl: "/api",
      tokenStore: createMemoryTokenStore(),
      refreshLock: createInProcessRefreshLock(),
    }),
  );
  return (
    <ApiProvider client={client}>
      <SessionProvider>
        <LoginForm {...props} />
      </SessionProvider>
    </ApiProvider>
  );
}

const meta = {
  title: "Widgets/Shared/Login form",
  component: LoginFormDemo,
  args: {
    "aria-label": "Member Login",
    text: { email: "Email", password: "Password", submit: "Login", busy: "Loading..." },
    blankFields: "disable",
    failureMessage: () => "Invalid credentials",
  },
  parameters: {
    docs: {
      description: {
        component:
          "The one login form of the Student Login modal, the Discord members' login and the " +
          "subscription portal; each place brings its own words, failure message and blank-field rule.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...createMockHandlers({ baseUrl: "/api" }));
  },
} satisfies Meta<typeof LoginFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Email/), mockUsers.mentee.email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole("button", { name: /Login|Loading/ }));
  return canvas;
}

export const Blank: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Login" })).toBeDisabled();
  },
};

export const LoggingIn: Story = {
  beforeEach({ msw }) {
    msw.use(http.post("/auth/login", never));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, "anything");
    await expect(await canvas.findByRole("button", { name: /Loading\.\.\./ })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, "wrong-password");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Invalid credentials");
  },
};

export const FieldErrors: Story = {
  args: { blankFields: "explain" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Login" }));
    await expect(await canvas.findByText(FIELD_MESSAGES.emailMissing)).toBeVisible();
  },
};
