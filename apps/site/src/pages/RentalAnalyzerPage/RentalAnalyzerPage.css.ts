// The two analyzers' pages are laid out alike: the same frame, fixed Home button and link.
export { crossLink, home, page } from "../DealCalculatorPage/DealCalculatorPage.css.ts";
