import type { components } from "@academy/api/contract";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export type Course = components["schemas"]["Course"];
export type Module = components["schemas"]["Module"];
export type Lesson = components["schemas"]["Lesson"];

export interface CatalogueCourse extends Course {
  key: string;
}

/** Where a lesson, module or quiz sits in the catalogue. */
export interface LessonPlace {
  course: CatalogueCourse;
  module: Module;
  lesson: Lesson;
}
export interface ModulePlace {
  course: CatalogueCourse;
  module: Module;
}
export interface QuizPlace {
  id: number;
  course: CatalogueCourse;
  /** Null for the course's final exam. */
  module: Module | null;
  kind: "module" | "final";
}

interface Loaded {
  courses: CatalogueCourse[];
  lessons: Map<number, LessonPlace>;
  modules: Map<number, ModulePlace>;
  quizzes: Map<number, QuizPlace>;
}

/** How long an instance trusts its cached catalogue: bounds staleness across instances. */
export const CATALOGUE_TTL_MS = 30_000;

export interface Catalogue {
  /** Every course with modules and lessons, as an anonymous reader sees them. */
  courses(): Promise<readonly CatalogueCourse[]>;
  course(id: number): Promise<CatalogueCourse | undefined>;
  lesson(id: number): Promise<LessonPlace | undefined>;
  module(id: number): Promise<ModulePlace | undefined>;
  quiz(id: number): Promise<QuizPlace | undefined>;
  /**
   * Bumps the version: call after any write to courses, modules, lessons or quizzes. Derived
   * caches key on the loaded objects (courses()), which every reload replaces.
   */
  invalidate(): void;
}

/**
 * The catalogue is read on every page and written only by admins, so it is held in memory and
 * reloaded on write (invalidate) or after CATALOGUE_TTL_MS, one load at a time.
 */
export function createCatalogue(db: Kysely<Database>, now: () => number = Date.now): Catalogue {
  let cached: { loadedAt: number; version: number; loaded: Loaded } | undefined;
  let loading: Promise<Loaded> | undefined;
  let version = 0;

  async function load(): Promise<Loaded> {
    const loadVersion = ++version;
    const [courses, modules, lessons, quizzes] = await Promise.all([
      db.selectFrom("courses").select(["id", "key", "name"]).orderBy("id").execute(),
      db.selectFrom("modules").selectAll().orderBy("course_id").orderBy("order").execute(),
      db.selectFrom("lessons").selectAll().orderBy("module_id").orderBy("order").execute(),
      db.selectFrom("quizzes").select(["id", "course_id", "module_id", "kind"]).execute(),
    ]);
    const moduleQuiz = new Map(
      quizzes.filter((q) => q.kind === "module").map((q) => [q.module_id, q.id]),
    );
    const finalExam = new Map(
      quizzes.filter((q) => q.kind === "final").map((q) => [q.course_id, q.id]),
    );
    const result = courses.map((course): CatalogueCourse => ({
      id: course.id,
      key: course.key,
      name: course.name,
      final_exam_id: finalExam.get(course.id) ?? null,
      can_take_final_exam: false,
      modules: modules
        .filter((m) => m.course_id === course.id)
        .map((m): Module => {
          const quizId = moduleQuiz.get(m.id) ?? null;
          return {
            id: m.id,
            title: m.title,
            description: m.description,
            order: m.order,
            has_module_quiz: quizId !== null,
            module_quiz_id: quizId,
            lessons: lessons
              .filter((l) => l.module_id === m.id)
              .map((l): Lesson => ({
                id: l.id,
                title: l.title,
                type: l.type,
                is_completed: false,
                video_duration: l.video_duration,
                pdf_url: l.pdf_url,
                video_s3_key: l.video_s3_key,
                vimeo_video_id: l.vimeo_video_id,
                document_s3_key: l.document_s3_key,
                video_filename: l.video_filename,
                document_filename: l.document_filename,
              })),
          };
        }),
    }));
    const loaded = index(result);
    // A write during the load bumped the version: this result may be stale, keep it uncached.
    if (loadVersion === version) cached = { loadedAt: now(), version: loadVersion, loaded };
    return loaded;
  }

  async function current(): Promise<Loaded> {
    if (cached && now() - cached.loadedAt < CATALOGUE_TTL_MS) return cached.loaded;
    if (!loading) {
      const current = load().finally(() => {
        if (loading === current) loading = undefined;
      });
      loading = current;
    }
    return loading;
  }

  return {
    courses: async () => (await current()).courses,
    async course(id) {
      return (await current()).courses.find((c) => c.id === id);
    },
    lesson: async (id) => (await current()).lessons.get(id),
    module: async (id) => (await current()).modules.get(id),
    quiz: async (id) => (await current()).quizzes.get(id),
    invalidate() {
      version += 1;
      cached = undefined;
      loading = undefined;
    },
  };
}

function index(courses: CatalogueCourse[]): Loaded {
  const loaded: Loaded = { courses, lessons: new Map(), modules: new Map(), quizzes: new Map() };
  for (const course of courses) {
    if (course.final_exam_id !== null)
      loaded.quizzes.set(course.final_exam_id, {
        id: course.final_exam_id,
        course,
        module: null,
        kind: "final",
      });
    for (const module of course.modules) {
      loaded.modules.set(module.id, { course, module });
      if (module.module_quiz_id !== null)
        loaded.quizzes.set(module.module_quiz_id, {
          id: module.module_quiz_id,
          course,
          module,
          kind: "module",
        });
      for (const lesson of module.lessons)
        loaded.lessons.set(lesson.id, { course, module, lesson });
    }
  }
  return loaded;
}
