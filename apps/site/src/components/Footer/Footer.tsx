import { Link as UiLink } from "@academy/ui";
import { Link } from "react-router-dom";
import { COMPANY, formatAddress } from "../../content/company.ts";
import * as styles from "./Footer.css.ts";

/** academy.md §2: the footer links, in groups. */
const FOOTER_GROUPS = [
  {
    heading: "Courses",
    links: [
      { label: "Real Estate Developer Course", to: "/redevelopment" },
      { label: "General Contractor Licensing", to: "/nasclaprep" },
      { label: "All In One + Mentorship", to: "/mentorship" },
    ],
  },
  {
    heading: "Community",
    links: [
      { label: "Discord", to: "/discord" },
      { label: "Practice Tests", to: "/practice-tests" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Terms of Service", to: "/terms" },
    ],
  },
] as const;

/**
 * The footer of academy.md §2: course, community and legal links, the company site, six social
 * profiles, and the Dallas TX address, phone and e-mail.
 */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{COMPANY.name}</p>
          <p className={styles.text}>{COMPANY.tagline}</p>
          <address className={styles.address}>
            <span>{formatAddress()}</span>
            <a className={styles.link} href={COMPANY.phoneHref}>
              {COMPANY.phone}
            </a>
            <a className={styles.link} href={`mailto:${COMPANY.email}`}>
              {COMPANY.email}
            </a>
          </address>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={group.heading} className={styles.group}>
            <p className={styles.heading}>{group.heading}</p>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link className={styles.link} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Follow us" className={styles.group}>
          <p className={styles.heading}>Follow us</p>
          <ul className={styles.list}>
            <li>
              <UiLink tone="inverse" external href={COMPANY.website.href} className={styles.link}>
                {COMPANY.website.label}
              </UiLink>
            </li>
            {COMPANY.socials.map((social) => (
              <li key={social.label}>
                <UiLink tone="inverse" external href={social.href} className={styles.link}>
                  {social.label}
                </UiLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {year} {COMPANY.legalName}. All rights reserved.
      </p>
    </footer>
  );
}
