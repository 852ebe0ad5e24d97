import { beforeEach, describe, expect, it, vi } from "vitest";
import { preloadRoute } from "./routes.tsx";

const coursePage = vi.hoisted(() => ({ preloadParts: vi.fn(async () => undefined) }));
vi.mock("./pages/CoursePage/CoursePage.tsx", () => ({
  CoursePage: () => null,
  preloadParts: coursePage.preloadParts,
}));

describe("preloadRoute", () => {
  beforeEach(() => coursePage.preloadParts.mockClear());

  it("loads the page an address shows, with the parts it loads next (the course player)", async () => {
    await preloadRoute("/course/2");
    expect(coursePage.preloadParts).toHaveBeenCalledTimes(1);
  });

  it("matches addresses as the router does", async () => {
    await preloadRoute("/COURSE/7/");
    expect(coursePage.preloadParts).toHaveBeenCalledTimes(1);
  });

  it("loads nothing for another page's address or an unknown one", async () => {
    await preloadRoute("/course");
    await preloadRoute("/no/such/page");
    await preloadRoute("/portal");
    expect(coursePage.preloadParts).not.toHaveBeenCalled();
  });
});
