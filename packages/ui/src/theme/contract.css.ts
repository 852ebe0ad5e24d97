import { createThemeContract } from "@vanilla-extract/css";
import { lightTokens } from "./tokens.ts";

/**
 * The one theme contract. Its shape comes from the typed tokens (values are ignored), so a
 * token added to `ThemeTokens` appears in `vars` and every theme must provide it.
 */
export const vars = createThemeContract(lightTokens);
