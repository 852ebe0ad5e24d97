import { useSession } from "@academy/api";
import { Avatar, Button, CloseIcon, MenuIcon, UI_LABELS, VisuallyHidden } from "@academy/ui";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { HEADER_TEXT, PROFILE_PICTURE } from "../../constants.ts";
import { COMPANY } from "../../content/company.ts";
import { useAccount } from "../Account/AccountContext.ts";
import { loadLoginModal } from "../LoginModalHost/loadLoginModal.ts";
import { useLoginModal } from "../LoginModalHost/useLoginModal.ts";
import { NavLinks } from "./NavLinks.tsx";
import { PhotoMenu } from "./PhotoMenu.tsx";
import * as styles from "./Header.css.ts";

const MOBILE_MENU_ID = "site-mobile-menu";

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
            <UserControls fullName={user.full_name} onLogout={() => void logout()} />
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
          <MobileAccount
            fullName={user.full_name}
            onLogout={() => {
              setMenuOpen(false);
              void logout();
            }}
            onDone={() => setMenuOpen(false)}
          />
        ) : null}
      </div>
    </header>
  );
}

function AvatarButton({ fullName }: { fullName: string }) {
  const { pictureUrl, openFromAvatar } = useAccount();
  return (
    <button type="button" className={styles.avatarButton} onClick={openFromAvatar}>
      {/* Named by what it does; the picture (or the initials) is decoration next to the name. */}
      <span aria-hidden="true">
        <Avatar name={fullName} src={pictureUrl} size="sm" />
      </span>
      <VisuallyHidden>
        {pictureUrl ? PROFILE_PICTURE.openViewer : PROFILE_PICTURE.openUpload}
      </VisuallyHidden>
    </button>
  );
}

function UserControls({ fullName, onLogout }: { fullName: string; onLogout: () => void }) {
  return (
    <div className={styles.userControls}>
      <AvatarButton fullName={fullName} />
      <span className={styles.userName}>{fullName}</span>
      <span className={styles.desktopOnly}>
        <PhotoMenu />
      </span>
      <Button variant="secondary" size="sm" className={styles.desktopOnly} onClick={onLogout}>
        {HEADER_TEXT.logout}
      </Button>
    </div>
  );
}

function MobileAccount({
  fullName,
  onLogout,
  onDone,
}: {
  fullName: string;
  onLogout: () => void;
  onDone: () => void;
}) {
  const { pictureUrl, openUpload, openViewer } = useAccount();
  return (
    <div className={styles.mobileAccount}>
      <p className={styles.mobileName}>{fullName}</p>
      <div className={styles.mobileActions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            onDone();
            openUpload();
          }}
        >
          {pictureUrl ? HEADER_TEXT.changePhoto : HEADER_TEXT.addPhoto}
        </Button>
        {pictureUrl ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onDone();
              openViewer();
            }}
          >
            {HEADER_TEXT.viewPhoto}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onClick={onLogout}>
          {HEADER_TEXT.logout}
        </Button>
      </div>
    </div>
  );
}
