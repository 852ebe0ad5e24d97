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
export interface MediaControls extends Omit<VideoControls, "changeSpeed"> {
  /** Where playback is, or null when there is nothing to keep (not started, or ended). */
  position(): number | null;
}

export interface MediaProps {
  src: string;
  /** The accessible name of the player. */
  title: string;
  speed: number;
  /** Seconds to resume from, if remembered. */
  startAt: number | null;
  controlsRef: Ref<MediaControls | null>;
  onFailed: () => void;
  /**
   * Where playback is (null: watched to the end). `playing` marks a tick of ongoing playback,
   * which the server only hears about every few seconds of it; a pause or leaving is sent at
   * once.
   */
  onPosition: (seconds: number | null, playing?: boolean) => void;
  onEnded: () => void;
}

/** Resumes only when there is something left to watch. */
export const RESUME_MARGIN_SECONDS = 3;
