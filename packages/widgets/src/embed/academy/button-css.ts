/**
 * The loader's button and status line, in the embed's shadow root (stories use it too).
 *
 * `!important` inside a shadow root outranks the page's `!important` on the host, and
 * `all: initial` stops inherited styles, so the partner's CSS cannot reach the button. Class
 * selectors only: the app's modal renders into the same shadow root.
 */
export const BUTTON_CSS = `:host{all:initial!important;display:inline-block!important;max-width:100%!important}
.academy-trigger{all:unset;box-sizing:border-box;max-width:100%;min-height:44px;padding:10px 20px;border-radius:8px;font:600 16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;text-align:center;cursor:pointer;background:#c2410c;color:#fff}
.academy-trigger:hover{background:#9a3412}.academy-trigger:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.academy-trigger[aria-busy=true]{cursor:progress;opacity:.85}
.academy-trigger[data-theme=dark]{background:#fdba74;color:#1c1917}
.academy-status{margin:6px 0 0;font:14px/1.5 system-ui,sans-serif;color:#b91c1c}.academy-status:empty{display:none}`;
