/** How far beyond the viewport a deferred part starts loading: about a screen ahead. */
export const WHEN_VISIBLE_ROOT_MARGIN = "600px 0px";
