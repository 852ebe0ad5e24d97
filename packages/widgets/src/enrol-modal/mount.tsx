import { useSyncExternalStore } from "react";
import {
  createOpenState,
  renderWidget,
  type MountedWidget,
  type OpenState,
  type WidgetMountOptions,
} from "../shared/widgetHost.tsx";
import { EnrolModal, type EnrolModalProps } from "./EnrolModal.tsx";

export interface EnrolModalMountOptions
  extends WidgetMountOptions, Omit<EnrolModalProps, "open" | "onOpenChange" | "container"> {
  /** Open straight away. Default false. */
  open?: boolean;
}

export interface MountedEnrolModal extends MountedWidget {
  open(): void;
  close(): void;
}

function MountedEnrolModalView({
  state,
  props,
  container,
}: {
  state: OpenState;
  props: Omit<EnrolModalProps, "open" | "onOpenChange" | "container">;
  container: HTMLElement;
}) {
  const open = useSyncExternalStore(state.subscribe, state.get, state.get);
  return <EnrolModal {...props} open={open} onOpenChange={state.set} container={container} />;
}

/** Mounts the enrol modal on any page, in its own shadow root by default. */
export function mountEnrolModal(
  host: HTMLElement,
  options: EnrolModalMountOptions,
): MountedEnrolModal {
  const { apiBaseUrl, client, shadow, css, open = false, ...props } = options;
  const state = createOpenState(open);
  const widget = renderWidget(host, { apiBaseUrl, client, shadow, css }, (container) => (
    <MountedEnrolModalView state={state} props={props} container={container} />
  ));
  return { open: () => state.set(true), close: () => state.set(false), unmount: widget.unmount };
}
