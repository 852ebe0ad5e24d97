import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { App } from "./App.tsx";

it("renders the academy's main heading", () => {
  render(<App />);
  expect(
    screen.getByRole("heading", { level: 1, name: "Construction & Real-Estate Academy" }),
  ).toBeInTheDocument();
});
