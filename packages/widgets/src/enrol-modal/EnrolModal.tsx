import { InlineAlert } from "@academy/ui";
import { Elements } from "@stripe/react-stripe-js";
import { useState } from "react";
import { ENROL_MODAL_TEXT as TEXT, POST_ENROL_NAVIGATE_MS } from "./constants.ts";
import { EnrolForm, formatPrice, type EnrolCourse, type EnrolSuccess } from "./EnrolForm.tsx";
import * as styles from "./EnrolModal.css.ts";
import { OwnedCourseCheck } from "./OwnedCourseCheck.tsx";
import { loadStripeFromConfig } from "../shared/payments/loadStripeFromConfig.ts";
import { PaymentDialog } from "../shared/payments/PaymentDialog.tsx";
import { TestModeNotice } from "../shared/payments/TestModeNotice.tsx";
import {
  usePaymentsSetup,
  type OnSale,
  type StripeLoader,
} from "../shared/payments/usePaymentsSetup.ts";

export type { EnrolCourse, EnrolSuccess } from "./EnrolForm.tsx";

export interface EnrolModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  course: EnrolCourse;
  /** The success callback (academy.md §4); runs before the navigation. */
  onEnrolled?: (success: EnrolSuccess) => void;
  /** Goes to the course 200 ms after success; a full page navigation by default. */
  navigate?: (path: string) => void;
  /** Where the dialog portals to; inside a shadow root pass an element of that root. */
  container?: HTMLElement | null;
  /** How Stripe.js is loaded from the payments configuration; stories and tests pass a fake. */
  loadStripe?: StripeLoader;
}

/**
 * The enrol modal (academy.md §2, §4, §5, §8): name, e-mail and card, then processing, success
 * (session started, modal closed, callback, navigation to the course after 200 ms) or an error.
 * It cannot be closed while processing (Escape, the overlay and the close button all wait);
 * page scroll is locked while it is open, and focus returns to what opened it. Stripe loads
 * only when it opens.
 */
export function EnrolModal({
  open,
  onOpenChange,
  course,
  onEnrolled,
  navigate = (path) => window.location.assign(path),
  container,
  loadStripe = loadStripeFromConfig,
}: EnrolModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <PaymentDialog
      busy={busy}
      open={open}
      onOpenChange={onOpenChange}
      container={container ?? null}
      title={TEXT.title(course.title)}
      description={TEXT.description}
    >
      {open ? (
        <EnrolCheckout
          course={course}
          loadStripe={loadStripe}
          busy={busy}
          onBusyChange={setBusy}
          onOpenCourse={() => {
            onOpenChange(false);
            navigate(`/course/${course.id}`);
          }}
          onSuccess={(success) => {
            onOpenChange(false);
            onEnrolled?.(success);
            // Not cancelled if the host unmounts the closed modal: the buyer goes to the course.
            setTimeout(() => navigate(`/course/${course.id}`), POST_ENROL_NAVIGATE_MS);
          }}
        />
      ) : null}
    </PaymentDialog>
  );
}

interface EnrolCheckoutProps {
  course: EnrolCourse;
  loadStripe: StripeLoader;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  /** The owner of the course goes to it instead of paying again. */
  onOpenCourse: () => void;
  onSuccess: (success: EnrolSuccess) => void;
}

const coursesOnSale: OnSale = (config) => config.sales.courses;

/** The body, mounted per opening: a new purchase attempt and a fresh configuration each time. */
function EnrolCheckout({ course, loadStripe, onOpenCourse, ...form }: EnrolCheckoutProps) {
  const setup = usePaymentsSetup(loadStripe, coursesOnSale);
  const testMode =
    setup.status === "ready" || setup.status === "closed" ? setup.config.test_mode : false;
  return (
    <div className={styles.form}>
      <p className={styles.price}>
        <span>{TEXT.price}</span>
        <span className={styles.amount}>{formatPrice(course.price)}</span>
      </p>
      <TestModeNotice testMode={testMode} />
      {setup.status === "failed" ? (
        <InlineAlert tone="danger">{TEXT.setupFailed}</InlineAlert>
      ) : null}
      {setup.status === "closed" ? (
        // academy.md §5: nothing to pay with while sales are closed, so no card field either.
        <InlineAlert tone="info">{TEXT.paymentsDisabled}</InlineAlert>
      ) : (
        <OwnedCourseCheck courseId={course.id} onOpen={onOpenCourse}>
          {/* Elements accepts null until Stripe has loaded, then the card field appears. */}
          <Elements stripe={setup.status === "ready" ? setup.stripe : null}>
            <EnrolForm course={course} canPay={setup.status === "ready"} {...form} />
          </Elements>
        </OwnedCourseCheck>
      )}
    </div>
  );
}
