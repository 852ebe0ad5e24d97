import type { Ref } from "react";

/** What the keyboard shortcuts can ask of whichever player is showing. */
export interface VideoControls {
  togglePlay(): void;
  seekBy(seconds: number): void;
  toggleMute(): void;
  /** One step along PLAYBACK_SPEEDS: 1 faster, -1 slower. */
  changeSpeed(step: 1 | -1): void;
}

/** The part of the controls a media element implements (speed is the VideoPlayer's). */
export type MediaControls = Omit<VideoControls, "changeSpeed">;

export interface MediaProps {
  src: string;
  /** The accessible name of the player. */
  title: string;
  speed: number;
  /** Seconds to resume from, if remembered. */
  startAt: number | null;
  controlsRef: Ref<MediaControls | null>;
  onFailed: () => void;
  onPosition: (seconds: number | null) => void;
  onEnded: () => void;
}

/** Resumes only when there is something left to watch. */
export const RESUME_MARGIN_SECONDS = 3;
