import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { darkTheme, lightTheme } from "../theme/themes.css.ts";
import { useTheme } from "./ThemeContext.ts";
import { ThemeRoot } from "./ThemeRoot.tsx";

function ShowTheme() {
  const { theme, themeClassName, portalContainer } = useTheme();
  return (
    <p>
      {theme}|{themeClassName}|{portalContainer ? portalContainer.id : "body"}
    </p>
  );
}

describe("ThemeRoot", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLDivElement>();
    render(<ThemeRoot ref={ref} className="extra" data-testid="root" />);
    expect(ref.current).toBe(screen.getByTestId("root"));
    expect(ref.current).toHaveClass("extra");
  });

  it("applies the light theme class by default and the dark one on request", () => {
    const { rerender } = render(<ThemeRoot data-testid="root" />);
    const root = screen.getByTestId("root");
    for (const cls of lightTheme.split(" ")) expect(root).toHaveClass(cls);
    expect(root).toHaveAttribute("data-theme", "light");
    rerender(<ThemeRoot data-testid="root" theme="dark" />);
    for (const cls of darkTheme.split(" ")) expect(root).toHaveClass(cls);
  });

  it("tells overlays the theme class and the portal container", () => {
    const container = document.createElement("div");
    container.id = "widget-portal";
    render(
      <ThemeRoot theme="dark" portalContainer={container}>
        <ShowTheme />
      </ThemeRoot>,
    );
    expect(screen.getByText(`dark|${darkTheme}|widget-portal`)).toBeInTheDocument();
  });

  it("lets the nearest ThemeRoot win", () => {
    render(
      <ThemeRoot theme="dark">
        <ThemeRoot theme="light">
          <ShowTheme />
        </ThemeRoot>
      </ThemeRoot>,
    );
    expect(screen.getByText(/^light\|/)).toBeInTheDocument();
  });
});
