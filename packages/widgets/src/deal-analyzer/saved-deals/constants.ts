/**
 * The saved-deal comparison's words. Beyond the spec (issue 15 sells "Save and compare
 * deals"), so they are ours; one place so the view and its tests agree.
 */
export const COMPARE_TEXT = {
  title: "Compare deals",
  summary: "Summary",
  results: "Headline results",
  inputs: "Inputs",
  calculator: "Calculator",
  recommendation: "Recommendation",
  compsCount: "Comparable Sales",
  yes: "Yes",
  no: "No",
  notApplicable: "—",
  figure: "Figure",
  differs: "Differs",
  differsHelp: "Rows marked Differs are where the deals are not the same.",
} as const;
