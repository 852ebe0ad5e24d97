import { useCallback, useEffect, useSyncExternalStore } from "react";
import { LOGIN_MODAL_PARAM } from "../shared/loginModalParam.ts";
import { LoginModal } from "./LoginModal.tsx";
import {
  createOpenState,
  renderWidget,
  type MountedWidget,
  type OpenState,
  type WidgetMountOptions,
} from "../shared/widgetHost.tsx";

export interface LoginModalMountOptions extends WidgetMountOptions {
  /**
   * Follow the page address like the site does (academy.md §2): open while
   * `?loginModal=true` is present, and remove the parameter on close. Default true.
   */
  syncWithUrl?: boolean;
  /** Sent as `originPage` with a reset request; defaults to the page's path. */
  originPage?: string;
}

export interface MountedLoginModal extends MountedWidget {
  open(): void;
  close(): void;
}

const urlWantsModal = () =>
  new URLSearchParams(window.location.search).get(LOGIN_MODAL_PARAM) === "true";

function removeParamFromUrl() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LOGIN_MODAL_PARAM)) return;
  url.searchParams.delete(LOGIN_MODAL_PARAM);
  window.history.replaceState(window.history.state, "", url);
}

function MountedLoginModalView({
  state,
  syncWithUrl,
  originPage,
  container,
}: {
  state: OpenState;
  syncWithUrl: boolean;
  originPage: string | undefined;
  container: HTMLElement;
}) {
  const open = useSyncExternalStore(state.subscribe, state.get, state.get);
  useEffect(() => {
    if (!syncWithUrl) return;
    const follow = () => state.set(urlWantsModal());
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [state, syncWithUrl]);
  const onOpenChange = useCallback(
    (next: boolean) => {
      state.set(next);
      if (!next && syncWithUrl) removeParamFromUrl();
    },
    [state, syncWithUrl],
  );
  return (
    <LoginModal
      open={open}
      onOpenChange={onOpenChange}
      originPage={originPage}
      container={container}
    />
  );
}

/**
 * Mounts the Student Login modal on any page (a partner page, a static page): in its own
 * shadow root by default, with its own API client and session unless given the host's.
 */
export function mountLoginModal(
  host: HTMLElement,
  options: LoginModalMountOptions = {},
): MountedLoginModal {
  const { syncWithUrl = true, originPage } = options;
  const state = createOpenState(syncWithUrl && urlWantsModal());
  const widget = renderWidget(host, options, (container) => (
    <MountedLoginModalView
      state={state}
      syncWithUrl={syncWithUrl}
      originPage={originPage}
      container={container}
    />
  ));
  return {
    open: () => state.set(true),
    close: () => {
      state.set(false);
      if (syncWithUrl) removeParamFromUrl();
    },
    unmount: widget.unmount,
  };
}
