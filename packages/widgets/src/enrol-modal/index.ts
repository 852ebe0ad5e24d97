export {
  EnrolModal,
  type EnrolCourse,
  type EnrolModalProps,
  type EnrolSuccess,
} from "./EnrolModal.tsx";
export { mountEnrolModal, type EnrolModalMountOptions, type MountedEnrolModal } from "./mount.tsx";
export { ENROL_MODAL_TEXT, POST_ENROL_NAVIGATE_MS } from "./constants.ts";
export { loadStripeFromConfig } from "../shared/payments/loadStripeFromConfig.ts";
