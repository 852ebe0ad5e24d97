/**
 * The payment and login embeds a partner page can hold (issue #31): their tags, the data
 * attribute that marks a plain element as one, and the button's default text. Each opens our
 * frame page `/embed/frame/<kind>` (issue #49). Shared by the loader (dist/academy.js) and the
 * frame page, so it stays tiny.
 */
export type EmbedKind = "enrol" | "discord-join" | "login";

export interface EmbedKindInfo {
  /** The custom element, e.g. <academy-enrol course="2">. */
  tag: string;
  /** The marker attribute of the data-attribute form, e.g. <div data-academy-enrol>. */
  marker: string;
  /** The button's text when the partner gives none (the site's own words). */
  label: string;
}

export const EMBED_KINDS: Readonly<Record<EmbedKind, EmbedKindInfo>> = {
  enrol: {
    tag: "academy-enrol",
    marker: "data-academy-enrol",
    label: "Enroll Now",
  },
  "discord-join": {
    tag: "academy-discord-join",
    marker: "data-academy-discord-join",
    label: "Join Discord Community",
  },
  login: {
    tag: "academy-login",
    marker: "data-academy-login",
    label: "Student Login",
  },
};

/**
 * Options as attributes (`course`, or `data-course` on the data-attribute form). Prices are
 * never among them: the apps show and charge the server's.
 */
export interface AcademyEmbedOptions {
  /** enrol: the course id (required). */
  course?: string;
  /** discord-join: "pro" (default) or "community". */
  tier?: string;
  /** discord-join: "monthly" (default) or "yearly". */
  plan?: string;
  /** "light" (default) or "dark". */
  theme?: string;
  /** The button's text instead of the default. */
  buttonText?: string;
}

export const OPTION_ATTRIBUTES = ["course", "tier", "plan", "theme", "button-text"] as const;

/** Reads the options from an element's attributes (`name` or `data-name`). */
export function embedOptionsFrom(element: Element): AcademyEmbedOptions {
  const read = (name: string) =>
    (element.getAttribute(name) ?? element.getAttribute(`data-${name}`))?.trim() || undefined;
  const options: AcademyEmbedOptions = {};
  const [course, tier, plan, theme, buttonText] = OPTION_ATTRIBUTES.map(read);
  if (course) options.course = course;
  if (tier) options.tier = tier;
  if (plan) options.plan = plan;
  if (theme) options.theme = theme;
  if (buttonText) options.buttonText = buttonText;
  return options;
}
