import { useSession } from "@academy/api";
import { Button, CloseIcon, MenuIcon, UI_LABELS } from "@academy/ui";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { HEADER_TEXT } from "../../constants.ts";
import { COMPANY } from "../../content/company.ts";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { loadLoginModal } from "../LoginModalHost/loadLoginModal.ts";
import { useLoginModal } from "../LoginModalHost/useLoginModal.ts";
import { OnDemand } from "../OnDemand/OnDemand.tsx";
import { NavLinks } from "./NavLinks.tsx";
import * as styles from "./Header.css.ts";

const MOBILE_MENU_ID = "site-mobile-menu";

const loadAccountControls = () => import("./AccountControls.tsx");
const UserControls = lazyComponent(loadAccountControls, "UserControls");
const MobileAccount = lazyComponent(loadAccountControls, "MobileAccount");

const preloadLoginModal = () => {
  void loadLoginModal();
};

/**
 * The site header of academy.md §2: the links, a mobile menu, Student Login for visitors, and
 * for a signed-in user the full name with an avatar, a Logout button and the photo dropdown.
 */
export function Header() {
  const { user, logout } = useSession();
  const loginModal = useLoginModal();
  const { key } = useLocation();
  const [menu, setMenu] = useState({ open: false, locationKey: key });
  // Following any link closes the mobile menu.
  if (menu.locationKey !== key) setMenu({ open: false, locationKey: key });
  const menuOpen = menu.open;
  const setMenuOpen = (open: boolean) => setMenu({ open, locationKey: key });
  // The user whose account controls' code could not be fetched, and who gave up on it.
  const [controlsAbandonedFor, setControlsAbandonedFor] = useState<number | null>(null);

  // Escape closes the mobile menu.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenu((current) => ({ ...current, open: false }));
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <span aria-hidden="true" className={styles.brandMark}>
            A
          </span>
          <span>{COMPANY.shortName}</span>
        </Link>

        <nav aria-label={HEADER_TEXT.mainNav} className={styles.desktopNav}>
          <NavLinks target="to" listClassName={styles.navList} linkClassName={styles.navLink} />
        </nav>

        <div className={styles.account}>
          {user ? (
            controlsAbandonedFor === user.id ? null : (
              <OnDemand onDismiss={() => setControlsAbandonedFor(user.id)}>
                <UserControls fullName={user.full_name} onLogout={() => void logout()} />
              </OnDemand>
            )
          ) : (
            <Button
              size="sm"
              onClick={loginModal.open}
              onPointerEnter={preloadLoginModal}
              onFocus={preloadLoginModal}
            >
              {HEADER_TEXT.studentLogin}
            </Button>
          )}
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? UI_LABELS.closeMenu : UI_LABELS.openMenu}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      <div id={MOBILE_MENU_ID} className={styles.mobileMenu} hidden={!menuOpen}>
        <nav aria-label={UI_LABELS.menu}>
          <NavLinks
            target="mobileTo"
            listClassName={styles.mobileList}
            linkClassName={styles.mobileLink}
          />
        </nav>
        {user && menuOpen ? (
          <OnDemand>
            <MobileAccount
              fullName={user.full_name}
              onLogout={() => {
                setMenuOpen(false);
                void logout();
              }}
              onDone={() => setMenuOpen(false)}
            />
          </OnDemand>
        ) : null}
      </div>
    </header>
  );
}
