import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderApp } from "./test/renderApp.tsx";

it("renders the landing page's main heading", async () => {
  renderApp("/");
  expect(
    await screen.findByRole("heading", {
      level: 1,
      name: "Build your future in construction and real-estate development",
    }),
  ).toBeInTheDocument();
});
