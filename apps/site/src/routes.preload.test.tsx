import { Navigate } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { lazyComponent } from "./lib/lazyComponent.ts";
import { ROUTES, preloadRoute, type RouteEntry } from "./routes.tsx";

function Page() {
  return null;
}

/** A route table like the app's, whose page modules record being loaded. */
function table() {
  const course = vi.fn(async () => ({ Page, preloadParts: vi.fn(async () => undefined) }));
  const terms = vi.fn(async () => ({ Page }));
  const routes: RouteEntry[] = [
    { path: "/course/:id", page: lazyComponent(course, "Page"), signedIn: true },
    { path: "/terms", page: lazyComponent(terms, "Page") },
    { path: "/portal", element: <Navigate to="/terms" /> },
  ];
  return { routes, course, terms };
}

describe("preloadRoute", () => {
  it("loads the page an address shows, with the parts it loads next", async () => {
    const { routes, course, terms } = table();
    await preloadRoute("/course/2", routes);
    expect(course).toHaveBeenCalledTimes(1);
    const module = await course.mock.results[0]?.value;
    expect(module.preloadParts).toHaveBeenCalledTimes(1);
    expect(terms).not.toHaveBeenCalled();
  });

  it("matches addresses as the router does", async () => {
    const { routes, course } = table();
    await preloadRoute("/COURSE/7/", routes);
    expect(course).toHaveBeenCalledTimes(1);
  });

  it("loads nothing for an unknown address or a route that is not a page", async () => {
    const { routes, course, terms } = table();
    await preloadRoute("/course", routes);
    await preloadRoute("/no/such/page", routes);
    await preloadRoute("/portal", routes);
    expect(course).not.toHaveBeenCalled();
    expect(terms).not.toHaveBeenCalled();
  });

  it("knows the app's course route as a page", () => {
    const course = ROUTES.find((route) => route.path === "/course/:id");
    expect(course && "page" in course && typeof course.page.preload).toBe("function");
  });
});
