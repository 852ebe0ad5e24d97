import { useEffect, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { replayTypedInput } from "./replayTypedInput.ts";

/** A form like the analyzer's: controlled native controls and a figure computed from them. */
function Form({ onHydrated }: { onHydrated: () => void }) {
  const [price, setPrice] = useState("75000");
  const [financed, setFinanced] = useState(false);
  const [kind, setKind] = useState("duplex");
  useEffect(() => {
    onHydrated();
  }, [onHydrated]);
  return (
    <form>
      <label>
        Price <input value={price} onChange={(event) => setPrice(event.currentTarget.value)} />
      </label>
      <label>
        <input
          type="checkbox"
          checked={financed}
          onChange={(event) => setFinanced(event.currentTarget.checked)}
        />
        Financed
      </label>
      <label>
        Kind
        <select value={kind} onChange={(event) => setKind(event.currentTarget.value)}>
          <option value="single">Single</option>
          <option value="duplex">Duplex</option>
        </select>
      </label>
      <output>{`${price} ${financed ? "financed" : "cash"} ${kind}`}</output>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  root?.unmount();
  container?.remove();
});

/** The form's server markup, used by a visitor before it hydrates, then hydrated. */
async function typedBeforeHydration() {
  container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(<Form onHydrated={() => undefined} />);
  await userEvent.fill(page.getByRole("textbox", { name: "Price" }), "90000");
  await userEvent.click(page.getByRole("checkbox", { name: "Financed" }));
  await userEvent.selectOptions(page.getByRole("combobox", { name: "Kind" }), "single");
  let hydrated = false;
  root = hydrateRoot(container, <Form onHydrated={() => (hydrated = true)} />);
  await expect.poll(() => hydrated).toBe(true);
  const output = container.querySelector("output");
  if (!output) throw new Error("The form has no output.");
  return { container, output };
}

describe("replayTypedInput", () => {
  it("is needed: React hydrates over what was typed and keeps the rendered state", async () => {
    const { output } = await typedBeforeHydration();
    expect(output.textContent).toBe("75000 cash duplex");
    await expect.element(page.getByRole("textbox", { name: "Price" })).toHaveValue("90000");
  });

  it("hands what was typed, ticked and picked before hydration to React", async () => {
    const { container, output } = await typedBeforeHydration();
    replayTypedInput(container);
    await expect.poll(() => output.textContent).toBe("90000 financed single");
    await expect.element(page.getByRole("textbox", { name: "Price" })).toHaveValue("90000");
    await expect.element(page.getByRole("checkbox", { name: "Financed" })).toBeChecked();
    // Typing on after it goes on from what was typed.
    await userEvent.type(page.getByRole("textbox", { name: "Price" }), "1");
    await expect.poll(() => output.textContent).toBe("900001 financed single");
  });

  it("changes nothing where nothing was typed", async () => {
    container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Form onHydrated={() => undefined} />);
    let hydrated = false;
    root = hydrateRoot(container, <Form onHydrated={() => (hydrated = true)} />);
    await expect.poll(() => hydrated).toBe(true);
    replayTypedInput(container);
    expect(container.querySelector("output")?.textContent).toBe("75000 cash duplex");
    await expect.element(page.getByRole("checkbox", { name: "Financed" })).not.toBeChecked();
  });
});
