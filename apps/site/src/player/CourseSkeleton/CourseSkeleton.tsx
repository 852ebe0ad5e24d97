import { Skeleton, VisuallyHidden } from "@academy/ui";
import { LOADING_COURSE } from "../loadingText.ts";
import * as player from "../CoursePlayer/CoursePlayer.css.ts";
import * as lessonView from "../LessonView/LessonView.css.ts";
import * as moduleView from "../ModuleView/ModuleView.css.ts";
import * as styles from "./CourseSkeleton.css.ts";

/** Enough modules to fill the sidebar past the first screen, as a course's list does. */
const MODULE_ROWS = 6;

/**
 * The course player's shape while its code or the course loads (issue #30): the title and
 * course progress, the module list and Final Exam box, the module's heading and the lesson's
 * 16:9 video, in the player's own layout classes, so the player takes the place the page
 * already shows and nothing below it moves (no layout shift). Screen readers hear that the
 * course is loading.
 */
export function CourseSkeleton() {
  return (
    <div className={player.page} aria-busy="true">
      <VisuallyHidden asChild>
        <p role="status">{LOADING_COURSE}</p>
      </VisuallyHidden>
      <div className={player.header}>
        <div className={player.titleBlock}>
          <Skeleton shape="rect" width="60%" height={styles.courseTitle} />
          <div className={player.courseProgress}>
            <Skeleton shape="rect" height={styles.labelledProgress} />
          </div>
        </div>
        <Skeleton shape="rect" width="8rem" height={styles.smallButton} />
      </div>
      <div className={player.layout}>
        <div className={player.sidebar}>
          <div className={styles.modulesToggle}>
            <Skeleton shape="rect" height={styles.modulesToggleHeight} />
          </div>
          {Array.from({ length: MODULE_ROWS }, (_, index) => (
            <div key={index} className={styles.moduleItem}>
              <Skeleton shape="rect" height={styles.moduleItemHeight} />
            </div>
          ))}
          <Skeleton shape="rect" height={styles.finalExamHeight} />
        </div>
        <div className={player.main}>
          <div className={moduleView.root}>
            <div className={moduleView.header}>
              <Skeleton shape="rect" width="6rem" height={styles.moduleOrder} />
              <Skeleton shape="rect" width="70%" height={styles.courseTitle} />
              <Skeleton shape="rect" height={styles.labelledProgress} />
            </div>
            <div className={moduleView.layout}>
              <div className={moduleView.lessonPane}>
                <div className={lessonView.root}>
                  <div className={lessonView.header}>
                    <Skeleton shape="rect" width="50%" height={styles.lessonTitle} />
                    <Skeleton shape="rect" width="12rem" height={styles.lessonMeta} />
                  </div>
                  <div className={styles.video}>
                    <Skeleton shape="rect" height="100%" />
                  </div>
                  <Skeleton shape="rect" width="10rem" height={styles.button} />
                </div>
              </div>
              <div className={moduleView.side}>
                <Skeleton shape="rect" height={styles.lessonsHeight} />
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
