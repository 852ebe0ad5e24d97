import { createRef } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs.tsx";

function Calculators(props: { onValueChange?: (v: string) => void; value?: string }) {
  return (
    <Tabs defaultValue="land" {...props} data-testid="root" className="extra">
      <TabsList aria-label="Calculators">
        <TabsTrigger value="land">Land Analysis</TabsTrigger>
        <TabsTrigger value="flip">Flip Calculator</TabsTrigger>
        <TabsTrigger value="renovation">Renovation ROI</TabsTrigger>
        <TabsTrigger value="construction">New Construction</TabsTrigger>
      </TabsList>
      <TabsContent value="land">Land inputs</TabsContent>
      <TabsContent value="flip">Flip inputs</TabsContent>
      <TabsContent value="renovation">Renovation inputs</TabsContent>
      <TabsContent value="construction">Construction inputs</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("forwards refs and puts className and rest props on each part's root", () => {
    const rootRef = createRef<HTMLDivElement>();
    const triggerRef = createRef<HTMLButtonElement>();
    render(
      <Tabs ref={rootRef} defaultValue="a" className="root-extra" data-x="1">
        <TabsList aria-label="List" className="list-extra">
          <TabsTrigger ref={triggerRef} value="a" className="trigger-extra">
            A
          </TabsTrigger>
        </TabsList>
        <TabsContent value="a" className="content-extra">
          Panel A
        </TabsContent>
      </Tabs>,
    );
    expect(rootRef.current).toHaveClass("root-extra");
    expect(rootRef.current).toHaveAttribute("data-x", "1");
    expect(screen.getByRole("tablist")).toHaveClass("list-extra");
    expect(triggerRef.current).toBe(screen.getByRole("tab", { name: "A" }));
    expect(triggerRef.current).toHaveClass("trigger-extra");
    expect(screen.getByRole("tabpanel")).toHaveClass("content-extra");
  });

  it("moves with arrow keys, Home and End, and activates the focused tab", async () => {
    const onValueChange = vi.fn();
    render(<Calculators onValueChange={onValueChange} />);
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole("tab", { name: "Land Analysis" })).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("tab", { name: "Flip Calculator" })).toHaveFocus());
    expect(onValueChange).toHaveBeenLastCalledWith("flip");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Flip inputs");
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "New Construction" })).toHaveAttribute(
      "data-state",
      "active",
    );
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("tab", { name: "Land Analysis" })).toHaveFocus());
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "New Construction" })).toHaveFocus(),
    );
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Land Analysis" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("moves focus from the tab into the panel with Tab", async () => {
    render(<Calculators />);
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole("tabpanel")).toHaveFocus());
  });

  it("has no axe violations", async () => {
    const { container } = render(<Calculators />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
