/**
 * Ours: what the course player's skeleton announces while the player's code or the course
 * loads. Apart from PLAYER_TEXT (constants.ts, which uses it) so the page that paints the
 * skeleton first does not load every string of the player with it (issue #30).
 */
export const LOADING_COURSE = "Loading course...";
