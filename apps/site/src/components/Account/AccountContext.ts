import { createContext, useContext } from "react";

export type AccountDialog = "none" | "upload" | "viewer";

export interface AccountValue {
  /** The signed-in user's picture, kept up to date after uploads and removals. */
  pictureUrl: string | null;
  setPictureUrl: (url: string | null) => void;
  dialog: AccountDialog;
  /**
   * academy.md §4: with no picture the avatar opens the upload dialog; with one it opens the
   * enlarged-picture viewer.
   */
  openFromAvatar: () => void;
  openUpload: () => void;
  openViewer: () => void;
  closeDialog: () => void;
}

export const AccountContext = createContext<AccountValue | null>(null);

export function useAccount(): AccountValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error("useAccount() must be used inside <AccountProvider>.");
  return value;
}
