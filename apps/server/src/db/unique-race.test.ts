import { describe, expect, it } from "vitest";
import { upsertAfterRace } from "./unique-race.ts";

describe("upsertAfterRace", () => {
  it("runs the upsert again once it lost a race on another unique column", async () => {
    let calls = 0;
    const result = await upsertAfterRace(async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error("duplicate key"), { code: "23505" });
      return "updated";
    });
    expect({ result, calls }).toEqual({ result: "updated", calls: 2 });
  });

  it("passes any other error on without a second run", async () => {
    let calls = 0;
    const failing = upsertAfterRace(async () => {
      calls += 1;
      throw Object.assign(new Error("syntax"), { code: "42601" });
    });
    await expect(failing).rejects.toThrow("syntax");
    expect(calls).toBe(1);
  });

  it("gives up after the second run: a row that still clashes is a real conflict", async () => {
    let calls = 0;
    const failing = upsertAfterRace(async () => {
      calls += 1;
      throw Object.assign(new Error("duplicate key"), { code: "23505" });
    });
    await expect(failing).rejects.toMatchObject({ code: "23505" });
    expect(calls).toBe(2);
  });
});
