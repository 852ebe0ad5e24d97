/**
 * The saved-deal screens' words (issue 15, "Save and compare deals"; the spec gives none), in
 * one place for the components, stories and tests.
 */
export const SAVED_DEALS_TEXT = {
  title: "Saved deals",
  nameLabel: "Deal name",
  save: "Save deal",
  saving: "Saving...",
  saved: (name: string) => `Saved “${name}”.`,
  nameRequired: "Please enter a name for the deal",
  saveFailed: "The deal could not be saved",
  guestIntro: "Subscribers save deals here and compare them side by side.",
  loading: "Loading saved deals...",
  loadFailed: "Your saved deals could not be loaded",
  retry: "Retry",
  empty: "No saved deals yet",
  emptyHint: "Name the analysis above and save it to find it here.",
  updated: (date: string) => `Updated ${date}`,
  open: "Open",
  opened: (name: string) => `Opened “${name}”.`,
  rename: "Rename",
  renameLabel: (name: string) => `New name for ${name}`,
  renameSave: "Save name",
  cancel: "Cancel",
  renameFailed: "The deal could not be renamed",
  renamed: (name: string) => `Renamed to “${name}”.`,
  delete: "Delete",
  deleteTitle: "Delete saved deal",
  deleteQuestion: (name: string) => `Are you sure you want to delete “${name}”?`,
  deleting: "Deleting...",
  deleteFailed: "The deal could not be deleted",
  deleted: (name: string) => `Deleted “${name}”.`,
  pickToCompare: (name: string) => `Compare ${name}`,
  compareHint: "Pick 2 to 4 deals to compare them side by side.",
  compare: (count: number) => `Compare selected (${count})`,
  hideComparison: "Hide comparison",
  comparePage: "Open the comparison on its own page",
  unreadable: "This saved deal cannot be read by the calculator.",
} as const;

/** The compare page's words. */
export const COMPARE_PAGE_TEXT = {
  title: "Compare deals",
  back: "Back to the Deal Analyzer",
  loading: "Loading deals...",
  badIds: "Choose 2 to 4 saved deals to compare.",
  notFound: "Some of these deals were not found. They may have been deleted.",
  signInIntro: "Sign in to compare your saved deals.",
  signIn: "Sign in",
  subscribeIntro: "Comparing deals is part of the calculator subscription.",
  subscribe: "Get Instant Access",
} as const;

/** The saved deals' PDF report (issue 46). */
export const DEAL_REPORT_TEXT = {
  download: "Download PDF",
  downloading: "Preparing PDF...",
  downloaded: (name: string) => `Downloaded the report of “${name}”.`,
  failed: "The PDF report could not be downloaded",
} as const;

/** The Rental Analyzer's comparison of saved deals (issue 46). */
export const RENTAL_COMPARE_TEXT = {
  keyFigures: "Key figures",
  monthlyCashFlow: "Monthly cash flow (year 1)",
  annualCashFlow: "Annual cash flow (year 1)",
  capRate: "Cap rate",
  cashOnCash: "Cash-on-cash return",
  returnOnCashLeft: "Return on cash left in",
  dscr: "DSCR",
  irr: "IRR over the hold",
  totalReturn: "Total return over the hold",
  cashInvested: "Cash invested",
  cashLeftIn: "Cash left in the deal",
  purchasePrice: "Purchase price",
  rehab: "Rehab",
  monthlyRent: "Monthly rent",
  vacancy: "Vacancy",
  holdYears: "Hold (years)",
  noDebt: "No debt",
  none: "None",
  infinite: "Infinite (no cash left in the deal)",
  emptyHint: "Save the analysis above to find it here and compare it with others.",
} as const;
