import { useSession, type User } from "@academy/api";
import { mockUsers } from "@academy/api/mocks";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { axeViolations, createTestClient, TestProviders } from "../../testing.tsx";
import { BUYER_TEXT } from "../SignedInBuyer/SignedInBuyer.tsx";
import { useBuyerFields } from "./BuyerFields.tsx";

const LABELS = { fullName: "Full Name", email: "Email" };

/** A checkout form's use of the pair: the fields, and whom the purchase is for. */
function Buyer({ busy, errors }: { busy: boolean; errors?: { fullName?: ReactNode } }) {
  const buyer = useBuyerFields({
    labels: LABELS,
    ids: { fullName: "buyer-name", email: "buyer-email" },
    busy,
    ...(errors ? { errors } : {}),
  });
  return (
    <form aria-label="Checkout">
      {buyer.fields}
      <output aria-label="Paying for">{`${buyer.fullName} <${buyer.email}>`}</output>
    </form>
  );
}

/** Forms open once the session is known, as the modals do. */
function OnceSessionKnown({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === "loading" ? null : children;
}

function setup(options: { user?: User; busy?: boolean; errors?: { fullName?: ReactNode } } = {}) {
  const { client } = createTestClient(options.user ? { user: options.user } : {});
  const view = render(
    <TestProviders client={client}>
      <OnceSessionKnown>
        <Buyer
          busy={options.busy ?? false}
          {...(options.errors ? { errors: options.errors } : {})}
        />
      </OnceSessionKnown>
    </TestProviders>,
  );
  return { user: userEvent.setup(), ...view };
}

const payingFor = () => screen.getByRole("status", { name: "Paying for" });

describe("useBuyerFields", () => {
  it("a guest types a name and an e-mail, and pays for that e-mail", async () => {
    const { user, container } = setup();
    await user.type(await screen.findByRole("textbox", { name: /^Full Name/ }), "New Learner");
    await user.type(screen.getByRole("textbox", { name: /^Email/ }), "new@example.com");
    expect(payingFor()).toHaveTextContent("New Learner <new@example.com>");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a signed-in member pays for their own account: the e-mail is shown, not a field", async () => {
    const member = mockUsers.newcomer;
    const { container } = setup({ user: member });
    expect(await screen.findByText(BUYER_TEXT.buyingAs)).toBeVisible();
    expect(screen.getByText(member.email)).toBeVisible();
    expect(screen.queryByRole("textbox", { name: /^Email/ })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Full Name/ })).toHaveValue(member.full_name);
    expect(payingFor()).toHaveTextContent(`${member.full_name} <${member.email}>`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the form's message under a field and keeps the details while paying", async () => {
    const { user } = setup({ busy: true, errors: { fullName: "Enter your full name" } });
    const name = await screen.findByRole("textbox", { name: /^Full Name/ });
    expect(name).toHaveAccessibleDescription(/Enter your full name/);
    expect(name).toHaveAttribute("readonly");
    await user.type(name, "Typed while paying");
    expect(name).toHaveValue("");
  });
});
