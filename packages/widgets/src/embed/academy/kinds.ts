/**
 * The payment and login embeds a partner page can hold (issue #31): their tags, the data
 * attribute that marks a plain element as one, and the button's default text. Each opens our
 * frame page `/embed/frame/<kind>` (issue #49). Shared by the loader (dist/academy.js) and the
 * frame page, so it stays tiny.
 */
export type EmbedKind = "enrol" | "discord-join" | "login";

/** Each embed's button text when the partner gives none (the site's own words). */
export const EMBED_LABELS: Readonly<Record<EmbedKind, string>> = {
  enrol: "Enroll Now",
  "discord-join": "Join Discord Community",
  login: "Student Login",
};

/** The custom element, e.g. <academy-enrol course="2">. */
export const tagOf = (kind: EmbedKind) => `academy-${kind}`;

/** The marker attribute of the data-attribute form, e.g. <div data-academy-enrol>. */
export const markerOf = (kind: EmbedKind) => `data-academy-${kind}`;

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
  /**
   * enrol, discord-join: a promotion code filled into the form's code field (issue 48); the
   * frame keeps it only when spelt as codes are, and the server prices it.
   */
  code?: string;
}

export const OPTION_ATTRIBUTES = [
  "course",
  "tier",
  "plan",
  "theme",
  "button-text",
  "code",
] as const;

/** The option each attribute sets (camelCase in the JavaScript API). */
const OPTION_NAMES: Readonly<Record<string, keyof AcademyEmbedOptions>> = {
  "button-text": "buttonText",
};

/** Reads the options from an element's attributes (`name` or `data-name`). */
export function embedOptionsFrom(element: Element): AcademyEmbedOptions {
  const options: AcademyEmbedOptions = {};
  for (const name of OPTION_ATTRIBUTES) {
    const value = (element.getAttribute(name) ?? element.getAttribute(`data-${name}`))?.trim();
    if (value) options[OPTION_NAMES[name] ?? (name as keyof AcademyEmbedOptions)] = value;
  }
  return options;
}
