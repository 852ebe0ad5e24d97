import { useSession } from "@academy/api";
import { ChevronDownIcon } from "@academy/ui";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { HEADER_TEXT } from "../../constants.ts";
import { useAccount } from "../Account/AccountContext.ts";
import { ADMIN_LINKS } from "./adminLinks.ts";
import * as styles from "./Header.css.ts";

/**
 * academy.md §2: the signed-in user's dropdown to add or change a photo, and (issue #16) the way
 * to the account page. A disclosure (a button that shows a short list), closed by Escape or a
 * click elsewhere.
 */
export function PhotoMenu() {
  const { pictureUrl, openUpload, openViewer } = useAccount();
  const isAdmin = useSession().user?.is_admin === true;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <div ref={root} className={styles.photoMenu}>
      <button
        ref={toggle}
        type="button"
        className={styles.photoToggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={HEADER_TEXT.photoMenu}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDownIcon />
      </button>
      <ul id={listId} className={styles.photoList} hidden={!open}>
        <li>
          <Link to="/account" className={styles.photoItem} onClick={() => setOpen(false)}>
            {HEADER_TEXT.myAccount}
          </Link>
        </li>
        <li>
          <button type="button" className={styles.photoItem} onClick={() => choose(openUpload)}>
            {pictureUrl ? HEADER_TEXT.changePhoto : HEADER_TEXT.addPhoto}
          </button>
        </li>
        {pictureUrl ? (
          <li>
            <button type="button" className={styles.photoItem} onClick={() => choose(openViewer)}>
              {HEADER_TEXT.viewPhoto}
            </button>
          </li>
        ) : null}
        {isAdmin
          ? ADMIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.photoItem} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
