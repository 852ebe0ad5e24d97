import { useEffect, useImperativeHandle, useRef } from "react";
import { PLAYBACK_SPEEDS, TIMINGS } from "../constants.ts";
import { RESUME_MARGIN_SECONDS, type MediaProps } from "./types.ts";
import * as styles from "./VideoPlayer.css.ts";

/**
 * A lesson's MP4 in the browser's own player: starts at the saved place and speed, saves the
 * position as it plays, pauses and leaves, and answers the player's keyboard controls.
 */
export function Mp4Video({
  src,
  title,
  speed,
  startAt,
  controlsRef,
  onSpeedChange,
  onFailed,
  onPosition,
  onEnded,
}: MediaProps & { onSpeedChange: (speed: number) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(0);
  const ended = useRef(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  }, [speed]);

  // Leaving the lesson mid-video keeps the place.
  useEffect(() => {
    const video = videoRef.current;
    return () => {
      if (video && !ended.current && video.currentTime > 0) onPosition(video.currentTime);
    };
  }, [onPosition]);

  useImperativeHandle(
    controlsRef,
    () => ({
      togglePlay: () => {
        const video = videoRef.current;
        if (!video) return;
        if (video.paused || video.ended) void video.play().catch(() => undefined);
        else video.pause();
      },
      seekBy: (seconds) => {
        const video = videoRef.current;
        if (!video) return;
        const end = Number.isFinite(video.duration) ? video.duration : Infinity;
        video.currentTime = Math.min(end, Math.max(0, video.currentTime + seconds));
      },
      toggleMute: () => {
        if (videoRef.current) videoRef.current.muted = !videoRef.current.muted;
      },
      position: () => {
        const video = videoRef.current;
        return video && !ended.current && video.currentTime > 0 ? video.currentTime : null;
      },
    }),
    [],
  );

  return (
    // Captions: the lessons have none to offer yet (the contract carries no caption track).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={videoRef}
      className={styles.video}
      src={src}
      aria-label={title}
      controls
      preload="metadata"
      playsInline
      onLoadedMetadata={(event) => {
        const video = event.currentTarget;
        video.defaultPlaybackRate = speed;
        video.playbackRate = speed;
        const duration = Number.isFinite(video.duration) ? video.duration : Infinity;
        if (startAt !== null && startAt > 0 && startAt < duration - RESUME_MARGIN_SECONDS) {
          video.currentTime = startAt;
        }
      }}
      onPlay={() => {
        ended.current = false;
      }}
      onTimeUpdate={(event) => {
        const now = Date.now();
        if (now - lastSaved.current >= TIMINGS.positionSaveIntervalMs) {
          lastSaved.current = now;
          onPosition(event.currentTarget.currentTime, true);
        }
      }}
      onPause={(event) => {
        if (!event.currentTarget.ended) onPosition(event.currentTarget.currentTime);
      }}
      onRateChange={(event) => {
        const rate = event.currentTarget.playbackRate;
        if (rate !== speed && PLAYBACK_SPEEDS.some((candidate) => candidate === rate)) {
          onSpeedChange(rate);
        }
      }}
      onEnded={() => {
        ended.current = true;
        onEnded();
      }}
      onError={onFailed}
    />
  );
}
