/**
 * The loader's button, status line and the overlay that holds our frame, in the embed's shadow
 * root (stories use it too).
 *
 * `!important` inside a shadow root outranks the page's `!important` on the host, and
 * `all: initial` stops inherited styles, so the partner's CSS cannot break the overlay. The
 * button is exposed as `::part(button)`: the partner restyles its own trigger with
 * `academy-enrol::part(button) { … }` (outer rules win over these, which are not important).
 * The frame stays transparent around the form: its color-scheme matches the frame page's.
 */
export const BUTTON_CSS = `:host{all:initial!important;display:inline-block!important;max-width:100%!important}
.academy-trigger{all:unset;box-sizing:border-box;max-width:100%;min-height:44px;padding:10px 20px;border-radius:8px;font:600 16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;text-align:center;cursor:pointer;background:#c2410c;color:#fff}
.academy-trigger:hover{background:#9a3412}.academy-trigger:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.academy-trigger[aria-busy=true]{cursor:progress;opacity:.85}
.academy-trigger[data-theme=dark]{background:#fdba74;color:#1c1917}
.academy-status{margin:6px 0 0;font:14px/1.5 system-ui,sans-serif;color:#b91c1c}.academy-status:empty{display:none}
.academy-overlay{position:fixed;inset:0;z-index:2147483647;display:flex;overflow:auto;overscroll-behavior:contain;background:rgba(15,23,42,.6)}.academy-overlay[hidden]{display:none}
.academy-frame{display:block;margin:auto;border:0;width:100%;max-width:560px;height:0;color-scheme:normal}`;
