import { act, render } from "@testing-library/react";
import { useEffect } from "react";
import { MemoryRouter, useNavigate } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollManager } from "./ScrollManager.tsx";
import { scrollToHash } from "./scrollToHash.ts";

let navigateTo: (to: string) => void = () => undefined;

function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = (to) => navigate(to);
  }, [navigate]);
  return null;
}

function setup(initial = "/") {
  const section = document.createElement("section");
  section.id = "courses";
  const scrollIntoView = vi.fn();
  section.scrollIntoView = scrollIntoView;
  document.body.append(section);
  render(
    <MemoryRouter initialEntries={[initial]}>
      <Navigator />
      <ScrollManager />
    </MemoryRouter>,
  );
  return { scrollIntoView };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("ScrollManager", () => {
  it("scrolls to the top on every path change", () => {
    setup("/terms");
    vi.mocked(window.scrollTo).mockClear();
    act(() => navigateTo("/privacy"));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("scrolls smoothly to a hash anchor, again after 500 ms and after 1 s", () => {
    const { scrollIntoView } = setup("/");
    act(() => navigateTo("/#courses"));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: "smooth", block: "start" });
    act(() => vi.advanceTimersByTime(499));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(500));
    expect(scrollIntoView).toHaveBeenCalledTimes(3);
    act(() => vi.advanceTimersByTime(5000));
    expect(scrollIntoView).toHaveBeenCalledTimes(3);
  });

  it("cancels pending retries when the address changes again", () => {
    const { scrollIntoView } = setup("/");
    act(() => navigateTo("/#courses"));
    act(() => navigateTo("/terms"));
    act(() => vi.advanceTimersByTime(2000));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});

describe("scrollToHash", () => {
  it("finds a section that renders late, on a retry", () => {
    const cancel = scrollToHash("#late");
    const late = document.createElement("div");
    late.id = "late";
    late.scrollIntoView = vi.fn();
    document.body.append(late);
    vi.advanceTimersByTime(500);
    expect(late.scrollIntoView).toHaveBeenCalledTimes(1);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(late.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("jumps instead of gliding for people who asked for reduced motion", () => {
    vi.spyOn(window, "matchMedia").mockReturnValue({ matches: true } as MediaQueryList);
    const target = document.createElement("div");
    target.id = "contact";
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    scrollToHash("#contact")();
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });
});
