import { statusOf, useApi, useQueryHooks, type Lesson } from "@academy/api";
import { Button, InlineAlert, Spinner } from "@academy/ui";
import { useCallback, useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { PLAYBACK_SPEEDS, PLAYER_TEXT, TIMINGS, VIDEO_ERRORS } from "../constants.ts";
import { readPosition, readSpeed, rememberPosition, rememberSpeed } from "../logic/storage.ts";
import type { SaveOptions } from "../logic/positionSaver.ts";
import { positionSaverFor } from "../positionSync.ts";
import type { MediaControls, VideoControls } from "./types.ts";
import { Mp4Video } from "./Mp4Video.tsx";
import { vimeoEmbedUrl } from "./vimeo.ts";
import { usePageHide } from "./usePageHide.ts";
import { VimeoFrame } from "./VimeoFrame.tsx";
import * as styles from "./VideoPlayer.css.ts";

export type { VideoControls } from "./types.ts";

export interface VideoPlayerProps {
  lesson: Pick<Lesson, "id" | "title">;
  userId: number;
  courseId: number;
  /** The video played to its end (academy.md §4: that marks the lesson complete). */
  onEnded: () => void;
  controlsRef?: Ref<VideoControls | null>;
  /** How long a Vimeo frame may take to say it is ready before it counts as failed. */
  vimeoReadyTimeoutMs?: number;
}

/**
 * A lesson's video: GET /lessons/{id}/video-url, then Vimeo in an embedded frame or anything
 * else in a <video>. Errors follow academy.md §8: 403 and 404 have their own messages, every
 * other failure (the call, or the media itself) says Failed to load video. with a Retry that
 * asks for a fresh (signed, expiring) URL. The learner's playback speed and position are kept.
 */
export function VideoPlayer({
  lesson,
  userId,
  courseId,
  onEnded,
  controlsRef,
  vimeoReadyTimeoutMs = TIMINGS.vimeoReadyTimeoutMs,
}: VideoPlayerProps) {
  const { client } = useApi();
  const hooks = useQueryHooks();
  const query = hooks.useQuery(
    "get",
    "/lessons/{id}/video-url",
    { params: { path: { id: lesson.id } } },
    // Signed URLs expire: always ask again when a lesson is opened.
    { retry: false, staleTime: 0, gcTime: 0 },
  );
  const [mediaFailed, setMediaFailed] = useState(false);
  // Bumped by Retry so the <video> or frame is created afresh.
  const [generation, setGeneration] = useState(0);
  const [speed, setSpeedState] = useState(() => readSpeed(userId));
  const speedId = useId();
  const controls = useRef<MediaControls | null>(null);

  const setSpeed = useCallback(
    (next: number) => {
      setSpeedState(next);
      rememberSpeed(userId, next);
    },
    [userId],
  );

  useImperativeHandle(
    controlsRef,
    () => ({
      togglePlay: () => controls.current?.togglePlay(),
      seekBy: (seconds) => controls.current?.seekBy(seconds),
      toggleMute: () => controls.current?.toggleMute(),
      changeSpeed: (step) => {
        const index = PLAYBACK_SPEEDS.findIndex((candidate) => candidate === speed);
        const next =
          PLAYBACK_SPEEDS[Math.min(PLAYBACK_SPEEDS.length - 1, Math.max(0, index + step))];
        if (next !== undefined && next !== speed) setSpeed(next);
      },
    }),
    [speed, setSpeed],
  );

  const retry = () => {
    setMediaFailed(false);
    setGeneration((value) => value + 1);
    void query.refetch();
  };

  // A signed URL that expired (the learner paused for a long time) fails like a broken file:
  // ask for a fresh URL once, quietly, before saying anything.
  const quietRetryDone = useRef(false);
  const onMediaFailed = () => {
    if (quietRetryDone.current) {
      setMediaFailed(true);
      return;
    }
    quietRetryDone.current = true;
    retry();
  };

  // Kept in this browser at once, and sent to the server so another device resumes here too;
  // a finished video is saved as 0 so that nobody resumes at its end.
  const persistPosition = useCallback(
    (seconds: number | null, options?: SaveOptions) => {
      rememberPosition(userId, courseId, lesson.id, seconds);
      positionSaverFor(client).save(lesson.id, seconds ?? 0, options);
    },
    [client, userId, courseId, lesson.id],
  );
  const savePosition = useCallback(
    (seconds: number | null, playing = false) => persistPosition(seconds, { playing }),
    [persistPosition],
  );
  // The tab hidden or closed mid-video: no pause or unmount will come, so save now, outside the
  // queue, while the page can still send.
  usePageHide(() => {
    const seconds = controls.current?.position() ?? null;
    if (seconds !== null) persistPosition(seconds, { immediate: true });
  });
  // Read when the media is (re)created, so a Retry resumes where playback stopped.
  const startAt = readPosition(userId, courseId, lesson.id);

  if (query.isPending || (query.isFetching && query.isError)) {
    return (
      <div className={styles.frame} aria-busy="true">
        <div className={styles.overlay}>
          <Spinner label={PLAYER_TEXT.loadingVideo} />
        </div>
      </div>
    );
  }

  if (query.isError) {
    const status = statusOf(query.error);
    if (status === 403) return <InlineAlert tone="danger">{VIDEO_ERRORS.forbidden}</InlineAlert>;
    if (status === 404) return <InlineAlert tone="info">{VIDEO_ERRORS.notFound}</InlineAlert>;
    return <VideoFailed onRetry={retry} />;
  }

  if (mediaFailed) return <VideoFailed onRetry={retry} />;

  const video = query.data;
  return (
    <div className={styles.root}>
      {video.type === "vimeo" ? (
        <VimeoFrame
          key={generation}
          src={vimeoEmbedUrl(video.video_url)}
          title={PLAYER_TEXT.videoTitle(lesson.title)}
          speed={speed}
          startAt={startAt}
          readyTimeoutMs={vimeoReadyTimeoutMs}
          controlsRef={controls}
          onFailed={() => setMediaFailed(true)}
          onPosition={savePosition}
          onEnded={() => {
            savePosition(null);
            onEnded();
          }}
        />
      ) : (
        <Mp4Video
          key={generation}
          src={video.video_url}
          title={PLAYER_TEXT.videoTitle(lesson.title)}
          speed={speed}
          startAt={startAt}
          controlsRef={controls}
          onSpeedChange={setSpeed}
          onFailed={onMediaFailed}
          onPosition={savePosition}
          onEnded={() => {
            savePosition(null);
            onEnded();
          }}
        />
      )}
      <div className={styles.toolbar}>
        <label htmlFor={speedId} className={styles.speedLabel}>
          {PLAYER_TEXT.playbackSpeed}
        </label>
        <select
          id={speedId}
          className={styles.speedSelect}
          value={String(speed)}
          onChange={(event) => setSpeed(Number(event.target.value))}
        >
          {PLAYBACK_SPEEDS.map((option) => (
            <option key={option} value={String(option)}>
              {PLAYER_TEXT.speedOption(option)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function VideoFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.failed}>
      <InlineAlert tone="danger">{VIDEO_ERRORS.failed}</InlineAlert>
      <Button variant="secondary" onClick={onRetry}>
        {VIDEO_ERRORS.retry}
      </Button>
    </div>
  );
}
