import { Button, ErrorIcon } from "@academy/ui";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { PLAYER_TEXT } from "../constants.ts";
import * as styles from "./PlayerMessage.css.ts";

export interface PlayerMessageProps {
  /** The spec's message: Course ID is missing, Course not found, Failed to load course... */
  message: string;
  onRetry?: () => void;
  /** What the learner can do about it, under the message (a paused plan's payment). */
  children?: ReactNode;
}

/** What the course page shows instead of a course: the message, Retry if it may help, and home. */
export function PlayerMessage({ message, onRetry, children }: PlayerMessageProps) {
  return (
    <div className={styles.root}>
      <div className={styles.card} data-testid="player-message">
        <ErrorIcon className={styles.icon} />
        <h1 className={styles.message}>{message}</h1>
        {children}
        <div className={styles.actions}>
          {onRetry ? <Button onClick={onRetry}>{PLAYER_TEXT.retry}</Button> : null}
          <Button asChild variant="secondary">
            <RouterLink to="/">{PLAYER_TEXT.backHome}</RouterLink>
          </Button>
        </div>
      </div>
    </div>
  );
}
