import { describe, expect, it } from "vitest";
import { expandCourses } from "./courses.ts";

describe("expandCourses", () => {
  it("replaces a list holding mentorship with development, nascla and mentorship", () => {
    expect(expandCourses(["mentorship"])).toEqual(["development", "nascla", "mentorship"]);
    expect(expandCourses(["nascla", "mentorship"])).toEqual([
      "development",
      "nascla",
      "mentorship",
    ]);
  });

  it("leaves other lists alone", () => {
    expect(expandCourses(["nascla"])).toEqual(["nascla"]);
    expect(expandCourses([])).toEqual([]);
  });
});
