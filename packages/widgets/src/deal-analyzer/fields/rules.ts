/**
 * The spec's input rules (section 5), named once: some boxes take whole numbers only (prices,
 * square feet, bedrooms, units, months) and some have a cap. What typed text means under a
 * rule (stripping, the dropped fraction, 0 as an empty box) is `normalizeNumericText`'s job.
 */
import { FLIP_LTV_CAP_PCT, LAND_LTV_CAP_PCT, type NumericFieldRule } from "@academy/calculators";

export const WHOLE_NUMBER: Readonly<NumericFieldRule> = { integer: true };
export const DECIMAL: Readonly<NumericFieldRule> = {};
/** Land financing is capped at 70 % LTV in the land and construction tabs. */
export const LAND_LTV: Readonly<NumericFieldRule> = { max: LAND_LTV_CAP_PCT };
/** A flip loan cannot exceed the purchase price. */
export const FLIP_LTV: Readonly<NumericFieldRule> = { max: FLIP_LTV_CAP_PCT };
