import { useSession } from "@academy/api";
import { Avatar, Button, VisuallyHidden } from "@academy/ui";
import { Link } from "react-router-dom";
import { HEADER_TEXT } from "../../constants.ts";
import { PROFILE_PICTURE } from "../../pageText.ts";
import { useAccount } from "../Account/AccountContext.ts";
import { ADMIN_LINKS } from "./adminLinks.ts";
import { PhotoMenu } from "./PhotoMenu.tsx";
import * as styles from "./Header.css.ts";

/*
 * The signed-in user's part of the header. A visitor never sees it, so it loads only once a
 * user exists, keeping the landing page's first JavaScript small (issue #18).
 */

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

export function UserControls({ fullName, onLogout }: { fullName: string; onLogout: () => void }) {
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

export function MobileAccount({
  fullName,
  onLogout,
  onDone,
}: {
  fullName: string;
  onLogout: () => void;
  onDone: () => void;
}) {
  const { pictureUrl, openUpload, openViewer } = useAccount();
  const isAdmin = useSession().user?.is_admin === true;
  return (
    <div className={styles.mobileAccount}>
      <p className={styles.mobileName}>{fullName}</p>
      <div className={styles.mobileActions}>
        <Button asChild variant="secondary" size="sm">
          <Link to="/account" onClick={onDone}>
            {HEADER_TEXT.myAccount}
          </Link>
        </Button>
        {isAdmin
          ? ADMIN_LINKS.map((link) => (
              <Button key={link.to} asChild variant="secondary" size="sm">
                <Link to={link.to} onClick={onDone}>
                  {link.label}
                </Link>
              </Button>
            ))
          : null}
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
