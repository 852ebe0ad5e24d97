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
import { LOGIN_MODAL_TEXT as TEXT } from "./constants.ts";
import { FIELD_MESSAGES } from "../shared/fieldValidation.ts";
import { LoginModal } from "./LoginModal.tsx";

const http = createOpenApiHttp<paths>({ baseUrl: "/api" });
const never = () => new Promise<never>(() => undefined);

/** The modal with the providers a host page gives it, on the contract's mocked API. */
function LoginModalDemo() {
  const [client] = useState(() =>
    createApiClient({
      baseUrl: "/api",
      tokenStore: createMemoryTokenStore(),
      refreshLock: createInProcessRefreshLock(),
    }),
  );
  const [open, setOpen] = useState(true);
  return (
    <ApiProvider client={client}>
      <SessionProvider>
        <p>{open ? "The modal is open." : "The modal closed."}</p>
        <LoginModal open={open} onOpenChange={setOpen} originPage="/nasclaprep" />
      </SessionProvider>
    </ApiProvider>
  );
}

const meta = {
  title: "Widgets/Login modal",
  component: LoginModalDemo,
  parameters: {
    // Radix hides the page behind the dialog and traps focus in it, which axe cannot see.
    a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
    docs: {
      description: {
        component:
          "The Student Login widget (academy.md §2, §4, §8): e-mail, password, Forgot password?, " +
          "Login; the Reset Password view whose messages show for 3 seconds. It closes by itself " +
          "once a user exists. `mountLoginModal(element)` mounts it in its own shadow root.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...createMockHandlers({ baseUrl: "/api" }));
  },
} satisfies Meta<typeof LoginModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: TEXT.title }));
    await expect(dialog.getByRole("button", { name: TEXT.forgotPassword })).toBeInTheDocument();
  },
};

export const LoggingIn: Story = {
  beforeEach({ msw }) {
    msw.use(http.post("/auth/login", never));
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: TEXT.title }));
    await userEvent.type(dialog.getByLabelText(/^Email/), mockUsers.student.email);
    await userEvent.type(dialog.getByLabelText(/^Password/), "password123");
    await userEvent.click(dialog.getByRole("button", { name: TEXT.login }));
    const loggingIn = dialog.getByRole("button", { name: TEXT.loggingIn });
    await expect(loggingIn).toHaveAttribute("aria-busy", "true");
    await expect(loggingIn).toHaveAttribute("aria-disabled", "true");
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: TEXT.title }));
    await userEvent.type(dialog.getByLabelText(/^Email/), mockUsers.student.email);
    await userEvent.type(dialog.getByLabelText(/^Password/), "wrong-password");
    await userEvent.click(dialog.getByRole("button", { name: TEXT.login }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Login failed: Invalid credentials",
    );
  },
};

/** Issue #18: an empty submit is answered beside each field, never with the server's text. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: TEXT.title }));
    await userEvent.click(dialog.getByRole("button", { name: TEXT.login }));
    await expect(dialog.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      FIELD_MESSAGES.emailMissing,
    );
    await expect(dialog.getByText(FIELD_MESSAGES.passwordMissing)).toBeInTheDocument();
  },
};

async function signUpView(canvasElement: HTMLElement) {
  const page = body(canvasElement);
  await userEvent.click(await page.findByRole("button", { name: TEXT.createAccount }));
  return within(await page.findByRole("dialog", { name: TEXT.signUpTitle }));
}

export const CreateAccount: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await signUpView(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Password\*?$/), "Short1!");
    await expect(dialog.getByRole("meter", { name: "Password strength" })).toHaveAttribute(
      "aria-valuetext",
      "Strong",
    );
  },
};

export const CreateAccountInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await signUpView(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Password\*?$/), "short");
    await userEvent.click(dialog.getByRole("button", { name: TEXT.createAccount }));
    await expect(dialog.getByText(FIELD_MESSAGES.fullNameMissing)).toBeInTheDocument();
    await expect(dialog.getByText(FIELD_MESSAGES.passwordTooShort)).toBeInTheDocument();
  },
};

export const CreatingAccount: Story = {
  beforeEach({ msw }) {
    msw.use(http.post("/auth/register", never));
  },
  play: async ({ canvasElement }) => {
    const dialog = await signUpView(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Full Name/), "New Learner");
    await userEvent.type(dialog.getByLabelText(/^Email/), "new.learner@example.com");
    await userEvent.type(dialog.getByLabelText(/^Password\*?$/), "Long-enough-1");
    await userEvent.click(dialog.getByRole("button", { name: TEXT.createAccount }));
    await expect(dialog.getByRole("button", { name: TEXT.creatingAccount })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

async function resetView(canvasElement: HTMLElement) {
  const page = body(canvasElement);
  await userEvent.click(await page.findByRole("button", { name: TEXT.forgotPassword }));
  return within(await page.findByRole("dialog", { name: TEXT.resetTitle }));
}

export const ResetPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await resetView(canvasElement);
    await expect(dialog.getByLabelText(/^Enter your email/)).toBeInTheDocument();
    await expect(dialog.getByRole("button", { name: TEXT.backToLogin })).toBeInTheDocument();
  },
};

export const ResetSent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await resetView(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Enter your email/), "someone@example.com");
    await userEvent.click(dialog.getByRole("button", { name: TEXT.sendResetLink }));
    await expect(await dialog.findByText(TEXT.resetSuccess)).toBeInTheDocument();
  },
};

export const ResetFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post("/forgot-password", ({ response }) =>
        response(429).json({ detail: "Too many requests" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await resetView(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Enter your email/), "someone@example.com");
    await userEvent.click(dialog.getByRole("button", { name: TEXT.sendResetLink }));
    await expect(await dialog.findByText(TEXT.resetFailure)).toBeInTheDocument();
  },
};
