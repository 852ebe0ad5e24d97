import { describe, expect, it } from "vitest";
import type { CatalogueCourse, Course } from "../catalogue/catalogue.ts";
import { createLearnerCourseCache } from "./learner-course-cache.ts";

const course = (id: number) =>
  ({ id, name: `Course ${id}`, modules: [] }) as unknown as CatalogueCourse;
const answer = (id: number, note: string) => ({ id, name: note }) as unknown as Course;

describe("the learner course cache", () => {
  it("keeps a learner's answer until its lifetime ends", () => {
    let now = 1_000;
    const cache = createLearnerCourseCache(() => now, 2_000);
    const two = course(2);
    cache.remember(7, two, answer(2, "first"), cache.begin());
    expect(cache.lookup(7, two)).toEqual(answer(2, "first"));
    expect(cache.lookup(8, two)).toBeUndefined();
    now += 1_999;
    expect(cache.lookup(7, two)).toEqual(answer(2, "first"));
    now += 1;
    expect(cache.lookup(7, two)).toBeUndefined();
  });

  it("never answers for a course the catalogue has since reloaded", () => {
    const cache = createLearnerCourseCache(() => 0);
    cache.remember(7, course(2), answer(2, "old"), cache.begin());
    expect(cache.lookup(7, course(2))).toBeUndefined();
  });

  it("forgets only the learner who wrote, every course of theirs", () => {
    const cache = createLearnerCourseCache(() => 0);
    const [one, two] = [course(1), course(2)];
    cache.remember(7, one, answer(1, "a"), cache.begin());
    cache.remember(7, two, answer(2, "b"), cache.begin());
    cache.remember(8, two, answer(2, "c"), cache.begin());
    cache.forget(7);
    expect(cache.lookup(7, one)).toBeUndefined();
    expect(cache.lookup(7, two)).toBeUndefined();
    expect(cache.lookup(8, two)).toEqual(answer(2, "c"));
  });

  it("drops a read that began before the learner's write, and keeps one that began after", () => {
    const cache = createLearnerCourseCache(() => 0);
    const two = course(2);
    const raced = cache.begin();
    const otherLearner = cache.begin();
    cache.forget(7);
    cache.remember(7, two, answer(2, "rows read before the write"), raced);
    expect(cache.lookup(7, two)).toBeUndefined();
    cache.remember(8, two, answer(2, "another learner"), otherLearner);
    expect(cache.lookup(8, two)).toEqual(answer(2, "another learner"));
    cache.remember(7, two, answer(2, "after"), cache.begin());
    expect(cache.lookup(7, two)).toEqual(answer(2, "after"));
  });

  it("starts over when full, and refuses every read in flight when it drops its write marks", () => {
    const cache = createLearnerCourseCache(() => 0, 2_000, 2);
    const two = course(2);
    cache.remember(1, two, answer(2, "one"), cache.begin());
    cache.remember(2, two, answer(2, "two"), cache.begin());
    cache.remember(3, two, answer(2, "three"), cache.begin());
    expect(cache.lookup(1, two)).toBeUndefined();
    expect(cache.lookup(3, two)).toEqual(answer(2, "three"));

    const inFlight = cache.begin();
    for (const learner of [10, 11, 12]) cache.forget(learner);
    cache.remember(4, two, answer(2, "read before the marks were dropped"), inFlight);
    expect(cache.lookup(4, two)).toBeUndefined();
  });
});
