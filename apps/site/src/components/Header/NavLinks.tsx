import { Link, useLocation } from "react-router-dom";
import { NAV_LINKS } from "../../constants.ts";

/** Is `to` ("/", "/#courses", "/discord") the page being shown? */
function isCurrent(to: string, pathname: string, hash: string) {
  const [path, anchor] = to.split("#");
  if (path !== pathname) return false;
  return anchor ? hash === `#${anchor}` : hash === "";
}

interface NavLinksProps {
  /** Which address each link goes to: the desktop bar's, or the mobile menu's (academy.md §2). */
  target: "to" | "mobileTo";
  listClassName: string;
  linkClassName: string;
}

/** The header's site links, with the page being shown marked `aria-current`. */
export function NavLinks({ target, listClassName, linkClassName }: NavLinksProps) {
  const { pathname, hash } = useLocation();
  return (
    <ul className={listClassName}>
      {NAV_LINKS.map((link) => (
        <li key={link[target]}>
          <Link
            to={link[target]}
            className={linkClassName}
            aria-current={isCurrent(link[target], pathname, hash) ? "page" : undefined}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
