import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readAnalysisCount, recordAnalysis, useAnalysisNag } from "./analysisCounter.ts";
import { ANALYSIS_COUNT_KEY } from "./constants.ts";

afterEach(() => {
  localStorage.clear();
});

describe("the nag's analysis counter", () => {
  it("counts per browser and reads junk as zero", () => {
    expect(readAnalysisCount()).toBe(0);
    expect(recordAnalysis()).toBe(1);
    expect(recordAnalysis()).toBe(2);
    expect(localStorage.getItem(ANALYSIS_COUNT_KEY)).toBe("2");
    localStorage.setItem(ANALYSIS_COUNT_KEY, "lots");
    expect(readAnalysisCount()).toBe(0);
  });

  it("opens at the third analysis for a visitor without access, once per visit", () => {
    const { result } = renderHook(() => useAnalysisNag(true));
    act(() => result.current.recordAnalysis());
    act(() => result.current.recordAnalysis());
    expect(result.current.open).toBe(false);
    act(() => result.current.recordAnalysis());
    expect(result.current.open).toBe(true);
    act(() => result.current.setOpen(false));
    act(() => result.current.recordAnalysis());
    expect(result.current.open).toBe(false);
    expect(readAnalysisCount()).toBe(4);
  });

  it("neither counts nor opens for a subscriber", () => {
    const { result } = renderHook(() => useAnalysisNag(false));
    for (let i = 0; i < 4; i++) act(() => result.current.recordAnalysis());
    expect(result.current.open).toBe(false);
    expect(readAnalysisCount()).toBe(0);
  });

  it("opens when the page loads at 3 or more if asked to (the landing page)", () => {
    localStorage.setItem(ANALYSIS_COUNT_KEY, "3");
    const { result } = renderHook(() => useAnalysisNag(true, { onLoad: true }));
    expect(result.current.open).toBe(true);
  });
});
