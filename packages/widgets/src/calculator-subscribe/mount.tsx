import { useSyncExternalStore } from "react";
import {
  createOpenState,
  renderWidget,
  type MountedWidget,
  type OpenState,
  type WidgetMountOptions,
} from "../shared/widgetHost.tsx";
import {
  CalculatorSubscribeModal,
  type CalculatorSubscribeModalProps,
} from "./CalculatorSubscribeModal.tsx";

type ModalProps = Omit<CalculatorSubscribeModalProps, "open" | "onOpenChange" | "container">;

export interface CalculatorSubscribeMountOptions extends WidgetMountOptions, ModalProps {
  /** Open straight away. Default false. */
  open?: boolean;
}

export interface MountedCalculatorSubscribe extends MountedWidget {
  open(): void;
  close(): void;
}

function MountedView({
  state,
  props,
  container,
}: {
  state: OpenState;
  props: ModalProps;
  container: HTMLElement;
}) {
  const open = useSyncExternalStore(state.subscribe, state.get, state.get);
  return (
    <CalculatorSubscribeModal
      {...props}
      open={open}
      onOpenChange={state.set}
      container={container}
    />
  );
}

/** Mounts the calculator subscription modal on any page, in its own shadow root by default. */
export function mountCalculatorSubscribe(
  host: HTMLElement,
  options: CalculatorSubscribeMountOptions,
): MountedCalculatorSubscribe {
  const { apiBaseUrl, client, shadow, css, open = false, ...props } = options;
  const state = createOpenState(open);
  const widget = renderWidget(host, { apiBaseUrl, client, shadow, css }, (container) => (
    <MountedView state={state} props={props} container={container} />
  ));
  return { open: () => state.set(true), close: () => state.set(false), unmount: widget.unmount };
}
