export { LoginModal, type LoginModalProps } from "./LoginModal.tsx";
export { mountLoginModal, type LoginModalMountOptions, type MountedLoginModal } from "./mount.tsx";
export { LOGIN_MODAL_TEXT, RESET_MESSAGE_MS } from "./constants.ts";
export { LOGIN_MODAL_PARAM } from "../shared/loginModalParam.ts";
