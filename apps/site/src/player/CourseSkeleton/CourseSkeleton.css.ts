import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";

// Heights of the player's parts (CoursePlayer, ModuleSidebar, FinalExamBox, ModuleView,
// LessonView) from the same tokens, so the skeleton stands where the player will.

/** One line of text at a size and line height. */
const line = (size: string, height: string) => `calc(${size} * ${height})`;

export const courseTitle = line(vars.fontSize["3xl"], vars.lineHeight.tight);
/** A progress bar with its label row above it. */
export const labelledProgress = `calc(${line(vars.fontSize.sm, vars.lineHeight.normal)} + ${vars.space.xs} + 0.625rem)`;
/** The Shortcuts button (size sm). */
export const smallButton = "2rem";
export const moduleOrder = line(vars.fontSize.sm, vars.lineHeight.normal);
export const lessonTitle = line(vars.fontSize["2xl"], vars.lineHeight.tight);
export const lessonMeta = "1.5rem";
/** The Mark Complete button (size md). */
export const button = "2.5rem";

/** The Skeleton's own class sets its size and display: these wrap it. */

/** Below this width the module list folds away behind one toggle (ModuleSidebar). */
const narrow = "screen and (max-width: 1023.98px)";

/** A module of the list: its label, title, progress bar and markers. */
export const moduleItem = style({ "@media": { [narrow]: { display: "none" } } });
export const moduleItemHeight = "6.25rem";

/** The toggle that stands for the folded list on narrow screens. */
export const modulesToggle = style({
  display: "none",
  "@media": { [narrow]: { display: "block" } },
});
export const modulesToggleHeight = "4.5rem";

/** The Final Exam box: heading, hint and button. */
export const finalExamHeight = "9.5rem";

/** The lesson's video, 16:9 like the player's frame. */
export const video = style({ aspectRatio: "16 / 9" });

/** The module's lesson list beside the lesson on wide screens. */
export const lessonsHeight = "16rem";
