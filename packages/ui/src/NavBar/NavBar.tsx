import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
} from "react";
import { UI_LABELS } from "../constants.ts";
import { CloseIcon, MenuIcon } from "../Icon/Icon.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import { Link, type LinkProps } from "../Link/Link.tsx";
import { cx } from "../utils/cx.ts";
import { useControllableState } from "../utils/useControllableState.ts";
import * as styles from "./NavBar.css.ts";

export interface NavBarProps extends ComponentPropsWithoutRef<"header"> {
  /** The logo or site name, usually a link home. */
  brand: ReactNode;
  /** Names the navigation landmark. */
  label?: string;
  /** Always visible on the right: Student Login, the user's avatar, Logout. */
  actions?: ReactNode;
  /** NavBarLink items. */
  children: ReactNode;
  /** The mobile menu's state (value/defaultValue/onValueChange style). */
  menuOpen?: boolean;
  defaultMenuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
}

/**
 * The site header: brand, navigation links and actions. Below the tablet breakpoint the links
 * fold into a menu behind a button (aria-expanded); Escape or choosing a link closes it and
 * focus returns to the button. The ref, className and rest props go to the <header>.
 */
export const NavBar = forwardRef<HTMLElement, NavBarProps>(function NavBar(
  {
    brand,
    label = "Main",
    actions,
    children,
    menuOpen,
    defaultMenuOpen = false,
    onMenuOpenChange,
    className,
    ...rest
  },
  ref,
) {
  const menuId = `${useId()}-menu`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useControllableState({
    value: menuOpen,
    defaultValue: defaultMenuOpen,
    onChange: onMenuOpenChange,
  });

  // Escape closes the open menu from wherever focus is (inside a shadow root too: key events
  // are composed and reach the document).
  useEffect(() => {
    if (!open) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [open, setOpen]);

  function handleNavClick(event: MouseEvent<HTMLElement>) {
    if (open && (event.target as HTMLElement).closest("a")) setOpen(false);
  }

  return (
    <header
      ref={ref}
      className={cx(styles.root, className)}
      data-menu-state={open ? "open" : "closed"}
      {...rest}
    >
      <div className={styles.bar}>
        <div className={styles.brand}>{brand}</div>
        {/* A click on a link inside only closes the menu; the link itself handles the keyboard. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <nav
          id={menuId}
          aria-label={label}
          data-state={open ? "open" : "closed"}
          className={styles.nav}
          onClick={handleNavClick}
        >
          <ul className={styles.list}>{children}</ul>
        </nav>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        <IconButton
          ref={buttonRef}
          label={open ? UI_LABELS.closeMenu : UI_LABELS.openMenu}
          aria-expanded={open}
          aria-controls={menuId}
          className={styles.menuButton}
          onClick={() => setOpen(!open)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </div>
    </header>
  );
});

export interface NavBarLinkProps extends Omit<LinkProps, "tone" | "quiet" | "external"> {
  /** The current page: `aria-current="page"` and an underline bar. */
  active?: boolean;
}

/** One navigation link; `asChild` takes a router link, as Link does. */
export const NavBarLink = forwardRef<HTMLAnchorElement, NavBarLinkProps>(function NavBarLink(
  { active = false, className, ...rest },
  ref,
) {
  return (
    <li>
      <Link
        ref={ref}
        tone="inverse"
        quiet
        aria-current={active ? "page" : undefined}
        className={cx(styles.link, className)}
        {...rest}
      />
    </li>
  );
});
