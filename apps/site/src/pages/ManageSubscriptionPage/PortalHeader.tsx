import { VisuallyHidden } from "@academy/ui";
import { Link } from "react-router-dom";
import { PORTAL_TEXT as TEXT } from "./portalText.ts";
import * as styles from "./ManageSubscriptionPage.css.ts";
import * as bar from "../../components/InvestorBar/investorBar.css.ts";

/**
 * investor-tools.md §2: "Discord Manager / SUBSCRIPTION PORTAL" with Home, Leadership, Contact,
 * Discord (a new tab) and Academy (the external site).
 */
export function PortalHeader() {
  const { home, leadership, contact, discord, academy } = TEXT.links;
  return (
    <header className={bar.bar}>
      <p className={styles.brand}>
        <span>{TEXT.brand}</span>
        <span className={styles.brandTagline}>{TEXT.brandTagline}</span>
      </p>
      <nav aria-label={TEXT.navLabel}>
        <ul className={bar.navList}>
          {[home, leadership, contact].map((link) => (
            <li key={link.label}>
              <Link className={bar.navLink} to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <a className={bar.navLink} href={discord.to} target="_blank" rel="noopener">
              {discord.label}
              <VisuallyHidden> {TEXT.opensInNewTab}</VisuallyHidden>
            </a>
          </li>
          <li>
            <a className={bar.navLink} href={academy.href} rel="noopener">
              {academy.label}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
