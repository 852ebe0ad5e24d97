import type { Lesson } from "@academy/api";
import { Button } from "@academy/ui";
import { useId } from "react";
import { PLAYER_TEXT } from "../constants.ts";
import { formatDuration } from "../logic/course.ts";
import * as styles from "./UpNext.css.ts";

export interface UpNextProps {
  lesson: Lesson;
  /** "Module 4" when the next lesson starts another module. */
  moduleLabel?: string | null;
  onPlay: () => void;
}

/** What comes after this lesson, with its title and duration, and a button to go there. */
export function UpNext({ lesson, moduleLabel = null, onPlay }: UpNextProps) {
  const headingId = useId();
  const titleId = useId();
  const duration = formatDuration(lesson.video_duration);
  const kind = lesson.type === "video" ? PLAYER_TEXT.video : PLAYER_TEXT.slides;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.text}>
        <h4 id={headingId} className={styles.label}>
          {PLAYER_TEXT.upNext}
        </h4>
        <p id={titleId} className={styles.title}>
          {lesson.title}
        </p>
        <p className={styles.meta}>{[moduleLabel, kind, duration].filter(Boolean).join(" · ")}</p>
      </div>
      <Button variant="secondary" onClick={onPlay} aria-describedby={titleId}>
        {PLAYER_TEXT.playNext}
      </Button>
    </section>
  );
}
