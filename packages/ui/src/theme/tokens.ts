/**
 * Design tokens: the only place raw colours and sizes live. Both themes satisfy `ThemeTokens`,
 * the theme contract is derived from its shape, and components read `vars.*` only.
 */

/** A colour role: a filled ("solid") and a tinted ("subtle") surface, each with its text. */
export type ToneColors = {
  /** Filled background (primary buttons, solid badges). */
  solid: string;
  solidHover: string;
  /** Text and icons on `solid`. */
  onSolid: string;
  /** Tinted background (alerts, soft badges). */
  subtle: string;
  /** Text and icons on `subtle`. */
  onSubtle: string;
  border: string;
  /** Text in this tone on the page and raised surfaces (error messages, positive figures). */
  text: string;
};

export type Tone = "brand" | "success" | "warning" | "danger" | "info" | "neutral" | "premium";

// Type aliases, not interfaces: createThemeContract needs the implicit index signature.
export type ThemeTokens = {
  color: {
    brand: ToneColors;
    success: ToneColors;
    warning: ToneColors;
    danger: ToneColors;
    info: ToneColors;
    neutral: ToneColors;
    premium: ToneColors;
    surface: {
      /** The page behind everything. */
      page: string;
      /** Cards, inputs, dialogs. */
      raised: string;
      /** Wells, skeletons, table stripes. */
      sunken: string;
      /** Hover tint of quiet controls on raised surfaces. */
      hover: string;
      /** Navigation bar and other strong bands. */
      inverse: string;
      /** Hover tint of controls on `inverse`. */
      inverseHover: string;
      /** Dimmed backdrop behind dialogs. */
      overlay: string;
    };
    text: {
      primary: string;
      secondary: string;
      /** Text on `surface.inverse`. */
      inverse: string;
      link: string;
      linkHover: string;
      disabled: string;
    };
    border: {
      /** Decorative dividers; no contrast requirement. */
      subtle: string;
      /** Control boundaries (inputs, checkboxes): 3:1 against surfaces (WCAG 1.4.11). */
      control: string;
      strong: string;
    };
    focus: { ring: string };
  };
  space: Record<SpaceKey, string>;
  radius: Record<"none" | "sm" | "md" | "lg" | "full", string>;
  shadow: Record<"sm" | "md" | "lg", string>;
  font: Record<"body" | "heading" | "mono", string>;
  fontSize: Record<FontSizeKey, string>;
  fontWeight: Record<"regular" | "medium" | "semibold" | "bold", string>;
  lineHeight: Record<"tight" | "snug" | "normal", string>;
  zIndex: Record<
    "base" | "sticky" | "dropdown" | "overlay" | "modal" | "popover" | "toast",
    string
  >;
  motion: {
    duration: Record<"fast" | "normal" | "slow", string>;
    easing: Record<"standard" | "emphasized", string>;
  };
};

export type SpaceKey = "none" | "xxs" | "xs" | "sm" | "md" | "lg" | "xl" | "2xl" | "3xl";
export type FontSizeKey = "xs" | "sm" | "md" | "lg" | "xl" | "2xl" | "3xl" | "4xl";

/** A system font stack: no web-font download, and identical rendering in screenshot tests. */
const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

/** Tokens that do not change between themes. */
const shared = {
  space: {
    none: "0",
    xxs: "0.125rem",
    xs: "0.25rem",
    sm: "0.5rem",
    md: "0.75rem",
    lg: "1rem",
    xl: "1.5rem",
    "2xl": "2rem",
    "3xl": "3rem",
  },
  radius: { none: "0", sm: "4px", md: "8px", lg: "12px", full: "9999px" },
  font: {
    body: systemSans,
    heading: systemSans,
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
    "2xl": "1.5rem",
    "3xl": "1.875rem",
    "4xl": "2.25rem",
  },
  fontWeight: { regular: "400", medium: "500", semibold: "600", bold: "700" },
  lineHeight: { tight: "1.2", snug: "1.35", normal: "1.5" },
  zIndex: {
    base: "0",
    sticky: "100",
    dropdown: "1000",
    overlay: "1300",
    modal: "1400",
    popover: "1500",
    toast: "1600",
  },
  motion: {
    duration: { fast: "120ms", normal: "200ms", slow: "320ms" },
    easing: {
      standard: "cubic-bezier(0.2, 0, 0, 1)",
      emphasized: "cubic-bezier(0.3, 0, 0, 1.2)",
    },
  },
} satisfies Omit<ThemeTokens, "color" | "shadow">;

/**
 * Light, the default: warm concrete page, blueprint-navy bands and a safety-orange brand: the
 * colours of a job site, readable in daylight. Every text pair meets WCAG 2.2 AA (see
 * tokens.test.ts).
 */
export const lightTokens: ThemeTokens = {
  ...shared,
  color: {
    brand: {
      solid: "#C2410C",
      solidHover: "#9A3412",
      onSolid: "#FFFFFF",
      subtle: "#FFEDD5",
      onSubtle: "#7C2D12",
      border: "#FDBA74",
      text: "#9A3412",
    },
    success: {
      solid: "#15803D",
      solidHover: "#166534",
      onSolid: "#FFFFFF",
      subtle: "#DCFCE7",
      onSubtle: "#14532D",
      border: "#86EFAC",
      text: "#166534",
    },
    warning: {
      solid: "#FACC15",
      solidHover: "#EAB308",
      onSolid: "#422006",
      subtle: "#FEF3C7",
      onSubtle: "#713F12",
      border: "#FCD34D",
      text: "#92400E",
    },
    danger: {
      solid: "#B91C1C",
      solidHover: "#991B1B",
      onSolid: "#FFFFFF",
      subtle: "#FEE2E2",
      onSubtle: "#7F1D1D",
      border: "#FCA5A5",
      text: "#B91C1C",
    },
    info: {
      solid: "#1D4ED8",
      solidHover: "#1E40AF",
      onSolid: "#FFFFFF",
      subtle: "#DBEAFE",
      onSubtle: "#1E3A8A",
      border: "#93C5FD",
      text: "#1D4ED8",
    },
    neutral: {
      solid: "#4B5563",
      solidHover: "#374151",
      onSolid: "#FFFFFF",
      subtle: "#E7E5E4",
      onSubtle: "#292524",
      border: "#D6D3D1",
      text: "#44403C",
    },
    premium: {
      solid: "#14253A",
      solidHover: "#0B1726",
      onSolid: "#FCD34D",
      subtle: "#FDF4D7",
      onSubtle: "#5C3D0A",
      border: "#D4A72C",
      text: "#7A4E05",
    },
    surface: {
      page: "#F6F4F0",
      raised: "#FFFFFF",
      sunken: "#ECE8E1",
      hover: "#F1EEE8",
      inverse: "#14253A",
      inverseHover: "#22395A",
      overlay: "rgba(11, 23, 38, 0.62)",
    },
    text: {
      primary: "#18202C",
      secondary: "#4B5361",
      inverse: "#FFFFFF",
      link: "#1D4ED8",
      linkHover: "#1E3A8A",
      disabled: "#6B7280",
    },
    border: { subtle: "#E2DDD5", control: "#7D776D", strong: "#57524A" },
    focus: { ring: "#1D4ED8" },
  },
  shadow: {
    sm: "0 1px 2px rgba(20, 37, 58, 0.08)",
    md: "0 4px 12px rgba(20, 37, 58, 0.12)",
    lg: "0 16px 40px rgba(20, 37, 58, 0.2)",
  },
};

/** Dark: the same roles at night, proving components depend on the contract, not on values. */
export const darkTokens: ThemeTokens = {
  ...shared,
  color: {
    brand: {
      solid: "#FB923C",
      solidHover: "#FDBA74",
      onSolid: "#1C1917",
      subtle: "#3B2312",
      onSubtle: "#FED7AA",
      border: "#9A3412",
      text: "#FDBA74",
    },
    success: {
      solid: "#4ADE80",
      solidHover: "#86EFAC",
      onSolid: "#052E16",
      subtle: "#0F2E1C",
      onSubtle: "#BBF7D0",
      border: "#166534",
      text: "#4ADE80",
    },
    warning: {
      solid: "#FACC15",
      solidHover: "#FDE047",
      onSolid: "#1C1917",
      subtle: "#33290A",
      onSubtle: "#FDE68A",
      border: "#854D0E",
      text: "#FACC15",
    },
    danger: {
      solid: "#F87171",
      solidHover: "#FCA5A5",
      onSolid: "#1C1917",
      subtle: "#3A1414",
      onSubtle: "#FECACA",
      border: "#991B1B",
      text: "#FCA5A5",
    },
    info: {
      solid: "#60A5FA",
      solidHover: "#93C5FD",
      onSolid: "#0A1A33",
      subtle: "#13243F",
      onSubtle: "#BFDBFE",
      border: "#1E40AF",
      text: "#93C5FD",
    },
    neutral: {
      solid: "#CBD5E1",
      solidHover: "#E2E8F0",
      onSolid: "#0E1520",
      subtle: "#243044",
      onSubtle: "#E2E8F0",
      border: "#334155",
      text: "#CBD5E1",
    },
    premium: {
      solid: "#FCD34D",
      solidHover: "#FDE68A",
      onSolid: "#14253A",
      subtle: "#2F2710",
      onSubtle: "#FDE68A",
      border: "#A16207",
      text: "#FCD34D",
    },
    surface: {
      page: "#0E1520",
      raised: "#162131",
      sunken: "#0A1018",
      hover: "#1E2B3E",
      inverse: "#050A11",
      inverseHover: "#16202E",
      overlay: "rgba(0, 0, 0, 0.7)",
    },
    text: {
      primary: "#F3F4F6",
      secondary: "#B6BFCC",
      inverse: "#F3F4F6",
      link: "#93C5FD",
      linkHover: "#BFDBFE",
      disabled: "#8B95A5",
    },
    border: { subtle: "#26344A", control: "#7A889C", strong: "#A3B0C2" },
    focus: { ring: "#93C5FD" },
  },
  shadow: {
    sm: "0 1px 2px rgba(0, 0, 0, 0.4)",
    md: "0 4px 12px rgba(0, 0, 0, 0.5)",
    lg: "0 16px 40px rgba(0, 0, 0, 0.6)",
  },
};

/** Viewport widths (px) where layouts change. Mobile is everything below `tablet`. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024 } as const;
export type Breakpoint = keyof typeof breakpoints;
