import { useSession } from "@academy/api";
import { useCallback, useMemo, useState, type ReactNode } from "react";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { OnDemand } from "../OnDemand/OnDemand.tsx";
import { AccountContext, type AccountDialog, type AccountValue } from "./AccountContext.ts";

const ProfilePictureDialogs = lazyComponent(
  () => import("./ProfilePictureDialogs.tsx"),
  "ProfilePictureDialogs",
);

interface PictureState {
  userId: number | null;
  url: string | null;
}

/** The signed-in user's picture and the Profile Picture dialogs, shared by the header's views. */
export function AccountProvider({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [picture, setPicture] = useState<PictureState>({
    userId,
    url: user?.profile_picture_url ?? null,
  });
  const [dialog, setDialog] = useState<AccountDialog>("none");
  // Another user signed in (or out): start from their picture, with the dialogs closed.
  if (picture.userId !== userId) {
    setPicture({ userId, url: user?.profile_picture_url ?? null });
    setDialog("none");
  }

  const setPictureUrl = useCallback(
    (url: string | null) => setPicture((current) => ({ ...current, url })),
    [],
  );
  const value = useMemo<AccountValue>(
    () => ({
      pictureUrl: picture.url,
      setPictureUrl,
      dialog,
      openFromAvatar: () => setDialog(picture.url ? "viewer" : "upload"),
      openUpload: () => setDialog("upload"),
      openViewer: () => setDialog("viewer"),
      closeDialog: () => setDialog("none"),
    }),
    [picture.url, setPictureUrl, dialog],
  );

  return (
    <AccountContext.Provider value={value}>
      {children}
      {user && dialog !== "none" ? (
        <OnDemand onDismiss={value.closeDialog}>
          <ProfilePictureDialogs user={user} />
        </OnDemand>
      ) : null}
    </AccountContext.Provider>
  );
}
