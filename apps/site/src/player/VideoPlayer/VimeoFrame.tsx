import { Spinner } from "@academy/ui";
import { useEffect, useImperativeHandle, useMemo, useRef, useState } from "react";
import { useLatest } from "../../lib/useLatest.ts";
import { PLAYER_TEXT, TIMINGS } from "../constants.ts";
import { RESUME_MARGIN_SECONDS, type MediaProps } from "./types.ts";
import { parseVimeoMessage, VIMEO_SUBSCRIBED_EVENTS, vimeoCommand, vimeoOrigin } from "./vimeo.ts";
import * as styles from "./VideoPlayer.css.ts";

export interface VimeoFrameProps extends MediaProps {
  /** How long the frame may take to say `ready` before it counts as failed. */
  readyTimeoutMs: number;
}

/**
 * A Vimeo lesson in an embedded frame. A cross-origin frame gives no error event, so the frame
 * counts as failed when it has not said `ready` in time (without the internet it never does):
 * `readyTimeoutMs` at most, and `TIMINGS.vimeoAfterLoadMs` once its page has loaded; the
 * player's own `error` message fails it at once. The VideoPlayer then offers Retry.
 */
export function VimeoFrame({
  src,
  title,
  speed,
  startAt,
  readyTimeoutMs,
  controlsRef,
  onFailed,
  onPosition,
  onEnded,
}: VimeoFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const state = useRef({ paused: true, muted: false, seconds: 0, lastSaved: 0 });
  const origin = useMemo(() => vimeoOrigin(src), [src]);
  const handlers = useLatest({ onFailed, onPosition, onEnded });

  const post = (method: string, value?: unknown) => {
    if (origin) frameRef.current?.contentWindow?.postMessage(vimeoCommand(method, value), origin);
  };

  // The frame's document has loaded (Chromium fires `load` for its network-error page too).
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (ready) return undefined;
    // A page that loaded and did not say `ready` soon after is an error page, not a slow player.
    const timer = setTimeout(
      () => handlers.current.onFailed(),
      loaded ? Math.min(readyTimeoutMs, TIMINGS.vimeoAfterLoadMs) : readyTimeoutMs,
    );
    return () => clearTimeout(timer);
  }, [ready, loaded, readyTimeoutMs, handlers]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      const message = parseVimeoMessage(event, origin);
      if (!message) return;
      const current = state.current;
      switch (message.event) {
        case "ready":
          setReady(true);
          for (const name of VIMEO_SUBSCRIBED_EVENTS) post("addEventListener", name);
          if (startAt !== null && startAt > RESUME_MARGIN_SECONDS) post("setCurrentTime", startAt);
          break;
        case "play":
          current.paused = false;
          break;
        case "pause":
          current.paused = true;
          handlers.current.onPosition(current.seconds);
          break;
        case "error":
          // The player itself could not play the video (private, deleted, or offline).
          handlers.current.onFailed();
          break;
        case "ended":
          current.paused = true;
          current.seconds = 0;
          handlers.current.onEnded();
          break;
        case "timeupdate":
          current.seconds = message.seconds;
          if (Date.now() - current.lastSaved >= TIMINGS.positionSaveIntervalMs) {
            current.lastSaved = Date.now();
            handlers.current.onPosition(message.seconds, true);
          }
          break;
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
    // post only reads refs and the origin
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [origin, startAt]);

  useEffect(() => {
    if (ready) post("setPlaybackRate", speed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, speed]);

  useImperativeHandle(controlsRef, () => ({
    togglePlay: () => post(state.current.paused ? "play" : "pause"),
    seekBy: (seconds) => post("setCurrentTime", Math.max(0, state.current.seconds + seconds)),
    toggleMute: () => {
      state.current.muted = !state.current.muted;
      post("setMuted", state.current.muted);
    },
    position: () => (state.current.seconds > 0 ? state.current.seconds : null),
  }));

  return (
    <div className={styles.frame} aria-busy={ready ? undefined : "true"}>
      <iframe
        ref={frameRef}
        className={styles.iframe}
        src={src}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        onLoad={() => setLoaded(true)}
      />
      {ready ? null : (
        <div className={styles.overlay}>
          <Spinner label={PLAYER_TEXT.loadingVideo} />
        </div>
      )}
    </div>
  );
}
