/**
 * academy.md §2: the query parameter that opens the modal. A module of its own: the site's
 * entry reads it, and a shared module would pull the modal's texts into every page's entry.
 */
export const LOGIN_MODAL_PARAM = "loginModal";
