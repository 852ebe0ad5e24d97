// The Rental Analyzer's front door: what the package, the site and the embed use of it.
export {
  RentalAnalyzer,
  type RentalAnalyzerProps,
  type RentalAnalyzerShare,
} from "./RentalAnalyzer.tsx";
export { RENTAL_TAB_LABELS } from "./constants.ts";
