import { Dialog } from "@academy/ui";
import { Fragment, useEffect, useRef } from "react";
import { SHORTCUTS } from "../constants.ts";
import * as styles from "./ShortcutsDialog.css.ts";

export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The `?` help sheet: every keyboard shortcut of the player. */
export function ShortcutsDialog({ open, onOpenChange }: ShortcutsDialogProps) {
  // Opened by a key rather than a trigger button: remember where the focus was to give it back.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      returnFocus.current = document.activeElement;
    }
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        const target = returnFocus.current;
        returnFocus.current = null;
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      }}
      title={SHORTCUTS.title}
      description={SHORTCUTS.description}
      size="md"
    >
      <div className={styles.groups}>
        {SHORTCUTS.groups.map((group) => (
          <section key={group.heading} className={styles.group}>
            <h3 className={styles.heading}>{group.heading}</h3>
            <dl className={styles.list}>
              {group.items.map((item) => (
                <div key={item.label} className={styles.row}>
                  <dt className={styles.keys}>
                    {item.keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 ? " " : null}
                        <kbd className={styles.kbd}>{key}</kbd>
                      </Fragment>
                    ))}
                  </dt>
                  <dd className={styles.label}>{item.label}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
