import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { cx } from "../utils/cx.ts";
import * as styles from "./Icon.css.ts";

export interface IconProps extends ComponentPropsWithoutRef<"svg"> {
  /** Name for a meaningful icon; without it the icon is decorative and hidden from readers. */
  label?: string;
}

function createIcon(name: string, paths: ReactNode) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    { label, className, ...rest },
    ref,
  ) {
    return (
      <svg
        ref={ref}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        className={cx(styles.icon, className)}
        {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
        {...rest}
      >
        {paths}
      </svg>
    );
  });
  Icon.displayName = name;
  return Icon;
}

export const CloseIcon = /* @__PURE__ */ createIcon("CloseIcon", <path d="M18 6 6 18M6 6l12 12" />);
export const CheckIcon = /* @__PURE__ */ createIcon("CheckIcon", <path d="m5 12 5 5L20 7" />);
export const ChevronDownIcon = /* @__PURE__ */ createIcon(
  "ChevronDownIcon",
  <path d="m6 9 6 6 6-6" />,
);
export const MenuIcon = /* @__PURE__ */ createIcon(
  "MenuIcon",
  <path d="M4 6h16M4 12h16M4 18h16" />,
);
export const InfoIcon = /* @__PURE__ */ createIcon(
  "InfoIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </>,
);
export const AlertIcon = /* @__PURE__ */ createIcon(
  "AlertIcon",
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);
export const SuccessIcon = /* @__PURE__ */ createIcon(
  "SuccessIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const ErrorIcon = /* @__PURE__ */ createIcon(
  "ErrorIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.01" />
  </>,
);
export const EyeIcon = /* @__PURE__ */ createIcon(
  "EyeIcon",
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ createIcon(
  "EyeOffIcon",
  <>
    <path d="M10.7 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.1M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
  </>,
);
export const UploadIcon = /* @__PURE__ */ createIcon(
  "UploadIcon",
  <path d="M12 16V4m0 0-5 5m5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />,
);
export const InboxIcon = /* @__PURE__ */ createIcon(
  "InboxIcon",
  <>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1Z" />
  </>,
);
