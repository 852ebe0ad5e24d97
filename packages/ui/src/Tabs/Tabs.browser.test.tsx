import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs.tsx";

describe("Tabs in a real browser", () => {
  it("moves between tabs with arrow keys, wrapping, and shows the matching panel", async () => {
    await render(
      <Tabs defaultValue="land">
        <TabsList aria-label="Calculators">
          <TabsTrigger value="land">Land Analysis</TabsTrigger>
          <TabsTrigger value="flip">Flip Calculator</TabsTrigger>
          <TabsTrigger value="renovation">Renovation ROI</TabsTrigger>
        </TabsList>
        <TabsContent value="land">Land inputs</TabsContent>
        <TabsContent value="flip">Flip inputs</TabsContent>
        <TabsContent value="renovation">Renovation inputs</TabsContent>
      </Tabs>,
    );
    await userEvent.keyboard("{Tab}");
    await expect.element(page.getByRole("tab", { name: "Land Analysis" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(page.getByRole("tab", { name: "Flip Calculator" })).toHaveFocus();
    await expect.element(page.getByRole("tabpanel")).toHaveTextContent("Flip inputs");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect
      .element(page.getByRole("tab", { name: "Renovation ROI" }))
      .toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Tab}");
    await expect.element(page.getByRole("tabpanel")).toHaveFocus();
  });
});
