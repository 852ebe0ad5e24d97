import type { SessionCache } from "./auth/session-cache.ts";
import type { Catalogue } from "./catalogue/catalogue.ts";
import type { ChangeFeed } from "./db/change-feed.ts";
import type { LearnerCourseCache } from "./learning/learner-course-cache.ts";

export interface ProcessCaches {
  catalogue: Catalogue;
  sessions: SessionCache;
  learnerCourses: LearnerCourseCache;
}

const CATALOGUE = "catalogue";
const SESSIONS = "sessions";
const LEARNER = "learner";

/**
 * Makes what this process caches follow every instance's writes: each invalidation acts here
 * at once and is published on the change feed; what other instances publish is applied here.
 * Callers keep calling invalidate(), clear() and forget() as before.
 */
export function shareCaches(feed: ChangeFeed, caches: ProcessCaches): ProcessCaches {
  const { catalogue, sessions, learnerCourses } = caches;
  feed.subscribe(
    (change) => {
      if (change.topic === CATALOGUE) catalogue.invalidate();
      else if (change.topic === SESSIONS) sessions.clear();
      else if (change.topic === LEARNER && change.id !== undefined)
        learnerCourses.forget(change.id);
    },
    () => {
      catalogue.invalidate();
      sessions.clear();
      learnerCourses.clear();
    },
  );
  return {
    catalogue: {
      ...catalogue,
      invalidate() {
        catalogue.invalidate();
        feed.publish({ topic: CATALOGUE });
      },
    },
    sessions: {
      ...sessions,
      clear() {
        sessions.clear();
        feed.publish({ topic: SESSIONS });
      },
    },
    learnerCourses: {
      ...learnerCourses,
      forget(userId) {
        learnerCourses.forget(userId);
        feed.publish({ topic: LEARNER, id: userId });
      },
    },
  };
}
