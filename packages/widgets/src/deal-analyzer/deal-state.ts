/**
 * The analyzer's state as plain data and pure transitions: the inputs of all four calculators
 * (switching tabs keeps what was typed), the flip's comps, and how a shared deal link seeds it.
 */
import {
  constructionDefaults,
  createComp,
  decodeDeal,
  flipDefaults,
  landDefaults,
  renovationDefaults,
  type Comp,
  type Deal,
  type DealKind,
  type InputsByKind,
} from "@academy/calculators";
import { DEAL_KINDS } from "./constants.ts";

export interface DealState {
  inputs: InputsByKind;
  comps: Comp[];
}

/** Why a shared deal could not be restored. */
export type SharedDealProblem = "malformed" | "unavailable";

export function defaultDealState(): DealState {
  return {
    inputs: {
      land: { ...landDefaults },
      flip: { ...flipDefaults },
      renovation: { ...renovationDefaults },
      construction: { ...constructionDefaults },
    },
    comps: [],
  };
}

/** Whether a string names one of the four calculators. */
export function isDealKind(value: unknown): value is DealKind {
  return typeof value === "string" && (DEAL_KINDS as readonly string[]).includes(value);
}

/**
 * The tabs to show: the requested ones that exist, in the order asked for (a partner's
 * `tabs="flip,land"` shows the flip first), without duplicates; all four in the spec's order
 * when none is valid.
 */
export function normalizeTabs(tabs: readonly unknown[] | undefined): DealKind[] {
  const shown = [...new Set((tabs ?? []).filter(isDealKind))];
  return shown.length > 0 ? shown : [...DEAL_KINDS];
}

export interface InitialState {
  state: DealState;
  tab: DealKind;
  problem: SharedDealProblem | null;
}

/**
 * Seeds the analyzer: the defaults, then a shared deal if one was given and can be read. A deal
 * that cannot be decoded, or is for a calculator not shown, leaves the defaults and reports a
 * problem for the friendly notice. The tab is the requested one, else the deal's, else the
 * first shown.
 */
export function initialDealState(options: {
  deal?: string | null | undefined;
  tab?: unknown;
  tabs: readonly DealKind[];
}): InitialState {
  const state = defaultDealState();
  let problem: SharedDealProblem | null = null;
  let dealKind: DealKind | null = null;
  if (options.deal) {
    const decoded = decodeDeal(options.deal);
    if (!decoded.ok) problem = "malformed";
    else if (!options.tabs.includes(decoded.deal.kind)) problem = "unavailable";
    else {
      applyDeal(state, decoded.deal);
      dealKind = decoded.deal.kind;
    }
  }
  const requested = isDealKind(options.tab) && options.tabs.includes(options.tab);
  const fallback = options.tabs[0] ?? "land";
  const tab = requested ? (options.tab as DealKind) : (dealKind ?? fallback);
  return { state, tab, problem };
}

function applyDeal(state: DealState, deal: Deal): void {
  switch (deal.kind) {
    case "land":
      state.inputs.land = deal.inputs;
      break;
    case "flip":
      state.inputs.flip = deal.inputs;
      state.comps = deal.comps;
      break;
    case "renovation":
      state.inputs.renovation = deal.inputs;
      break;
    case "construction":
      state.inputs.construction = deal.inputs;
      break;
  }
}

/** The deal one tab shows, ready for `encodeDeal`. */
export function dealOf(state: DealState, kind: DealKind): Deal {
  switch (kind) {
    case "land":
      return { kind, inputs: state.inputs.land };
    case "flip":
      return { kind, inputs: state.inputs.flip, comps: state.comps };
    case "renovation":
      return { kind, inputs: state.inputs.renovation };
    case "construction":
      return { kind, inputs: state.inputs.construction };
  }
}

/** A comp row with an id no other row has (ids travel in share links, so they stay short). */
export function newComp(existing: readonly Comp[]): Comp {
  const used = existing.map((comp) => Number.parseInt(comp.id, 10)).filter(Number.isFinite);
  return createComp(String(Math.max(0, ...used) + 1));
}

/**
 * The deal an analyzer shows when mounted with these options (a share link's or a reopened
 * deal, else the first tab's defaults): for a host that acts on the current deal (saving it)
 * before the user has changed anything.
 */
export function initialDealOf(options: {
  deal?: string | null | undefined;
  tab?: unknown;
  tabs?: readonly unknown[] | undefined;
}): Deal {
  const { state, tab } = initialDealState({ ...options, tabs: normalizeTabs(options.tabs) });
  return dealOf(state, tab);
}
