// The two analyzers' pages are laid out alike: the same frame, fixed Home bar and link.
export { crossLink, homeBar, page } from "../DealCalculatorPage/DealCalculatorPage.css.ts";
