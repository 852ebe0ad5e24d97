import type { Course } from "@academy/api";
import { useId, useState } from "react";
import { Badge, ProgressBar, VisuallyHidden } from "@academy/ui";
import { PLAYER_TEXT } from "../constants.ts";
import {
  hasQuiz,
  isModuleFinished,
  moduleProgress,
  moduleSteps,
  orderedModules,
  type PassedAssessments,
} from "../logic/course.ts";
import * as styles from "./ModuleSidebar.css.ts";

export interface ModuleSidebarProps {
  course: Course;
  /** The quizzes and exam the learner has passed (GET /users/{id}/progress). */
  passed?: PassedAssessments;
  /** The module shown in the main area (none while the final exam is). */
  currentModuleId: number | null;
  onSelectModule: (moduleId: number) => void;
}

/**
 * The sidebar's module list (academy.md §2): each module with its progress, a Complete marker,
 * and the Quiz-available marker when it has a quiz (Quiz passed once it is).
 */
export function ModuleSidebar({
  course,
  passed = { quizzes: new Set(), finalExam: false },
  currentModuleId,
  onSelectModule,
}: ModuleSidebarProps) {
  // Narrow screens fold the list away behind a button so the lesson comes first; wide screens
  // always show it (the button is not displayed there).
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const modules = orderedModules(course);
  const current = modules.find((module) => module.id === currentModuleId);
  return (
    <nav
      aria-label={PLAYER_TEXT.modulesNav}
      className={styles.root}
      data-expanded={expanded ? "" : undefined}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        <span>{PLAYER_TEXT.modulesToggle(modules.length)}</span>
        {current ? (
          <span className={styles.toggleCurrent}>
            {PLAYER_TEXT.moduleLabel(current.order)}: {current.title}
          </span>
        ) : null}
      </button>
      <ol id={listId} className={styles.list}>
        {modules.map((module) => {
          const progress = moduleProgress(module);
          // Complete means done with the module: its lessons and, when it has one, its quiz.
          const complete = isModuleFinished(module, passed);
          const current = module.id === currentModuleId;
          return (
            <li
              key={module.id}
              className={styles.item}
              data-current={current ? "" : undefined}
              data-complete={complete ? "" : undefined}
            >
              <button
                type="button"
                className={styles.button}
                aria-current={current ? "true" : undefined}
                onClick={() => {
                  setExpanded(false);
                  onSelectModule(module.id);
                }}
              >
                <span className={styles.order}>{PLAYER_TEXT.moduleLabel(module.order)}</span>
                <VisuallyHidden>: </VisuallyHidden>
                <span className={styles.title}>{module.title}</span>
              </button>
              <ProgressBar
                value={moduleSteps(module, passed).percent}
                size="sm"
                tone={complete ? "success" : "brand"}
                aria-label={PLAYER_TEXT.moduleProgress(module.title)}
              />
              <div className={styles.meta}>
                <span>{PLAYER_TEXT.lessonsDone(progress.completed, progress.total)}</span>
                {complete ? (
                  <Badge tone="green" size="sm">
                    {PLAYER_TEXT.moduleComplete}
                  </Badge>
                ) : null}
                {hasQuiz(module) ? (
                  passed.quizzes.has(module.id) ? (
                    <Badge tone="green" size="sm">
                      {PLAYER_TEXT.quizPassed}
                    </Badge>
                  ) : (
                    <Badge tone="info" size="sm">
                      {PLAYER_TEXT.quizAvailable}
                    </Badge>
                  )
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
