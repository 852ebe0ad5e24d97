/**
 * The loader's button, status line and the overlay that holds our frame, in the embed's shadow
 * root (stories use it too).
 *
 * `!important` inside a shadow root outranks the page's `!important` on the host, and
 * `all: initial` stops inherited styles, so the partner's CSS cannot break the overlay. The
 * button is exposed as `::part(button)`: the partner restyles its own trigger with
 * `academy-enrol::part(button) { … }` (outer rules win over these, which are not important).
 * Short class names: they live in the shadow root, where no page class can meet them.
 * Colours are the design system's brand tones (packages/ui tokens): the light theme's solid, and
 * the dark theme's saturated solid (#fb923c), not its pale hover tone, which on a dark page read
 * as a disabled button (issue 50). The loader's 2 KB budget leaves no room for hover states.
 */
export const BUTTON_CSS = `:host{all:initial!important;display:inline-block!important}
.t{all:unset;box-sizing:border-box;max-width:100%;min-height:44px;padding:10px 20px;border-radius:8px;font:600 16px/1.5 system-ui,sans-serif;text-align:center;cursor:pointer;background:#c2410c;color:#fff}
.t:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.t[data-theme=dark]{background:#fb923c;color:#1c1917}
.s{margin:0;font:14px system-ui;color:#b91c1c}
.o{position:fixed;inset:0;z-index:2147483647;display:flex;overflow:auto;background:#0f172a99}.o[hidden]{display:none}
iframe{margin:auto;border:0;width:100%;max-width:560px;height:0}`;
