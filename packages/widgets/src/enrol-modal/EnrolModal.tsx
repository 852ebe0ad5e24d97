import { coursePaymentPlan, coursePlan, useApi } from "@academy/api";
import { formatMoney } from "@academy/ui";
import { ENROL_MODAL_TEXT as TEXT, POST_ENROL_NAVIGATE_MS } from "./constants.ts";
import { EnrolForm, type EnrolCourse, type EnrolSuccess } from "./EnrolForm.tsx";
import * as styles from "./EnrolModal.css.ts";
import { OwnedCourseCheck } from "./OwnedCourseCheck.tsx";
import { COURSE_PAYMENT_WORDS } from "./payForCourse.ts";
import { previewCoursePromotion } from "./previewCoursePromotion.ts";
import type { PromotionPreview } from "../shared/PromotionCode/PromotionCode.tsx";
import { Checkout } from "../shared/Checkout/Checkout.tsx";
import type { OnSale, PaymentsSetup, StripeLoader } from "../shared/payments/usePaymentsSetup.ts";

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
  /** A promotion code from the sales page's `?code=` link, filled in and applied (issue 48). */
  promotionCode?: string;
}

const coursesOnSale: OnSale = (config) => config.sales.courses;

/**
 * The course's monthly plan when the server offers plans (issue 48), else undefined, and then
 * the modal is the spec's. A promotion code prices the full purchase only, so a `?code=` link
 * keeps to it.
 */
function offeredPlan(setup: PaymentsSetup, courseId: number, promotionCode: string | undefined) {
  const { catalogue } = setup;
  const plan = catalogue && !promotionCode ? coursePaymentPlan(catalogue, courseId) : undefined;
  return plan && catalogue
    ? {
        instalments: plan.instalments,
        instalmentCents: plan.instalment_cents,
        currency: catalogue.currency,
      }
    : undefined;
}

/**
 * "$997", the server's price for the course ("$897.30" with an applied code, as the server
 * previewed it); "" until the catalogue is known.
 */
function priceOf(
  setup: PaymentsSetup,
  courseId: number,
  promotion: PromotionPreview | null = null,
): string {
  if (promotion) return formatMoney(promotion.amountCents, { currency: promotion.currency });
  const { catalogue } = setup;
  const plan = catalogue ? coursePlan(catalogue, courseId) : undefined;
  return plan
    ? formatMoney(plan.amount_cents, { style: "whole", currency: catalogue?.currency })
    : "";
}

/**
 * The enrol modal (academy.md §2, §4, §5, §8): name, e-mail and card, then processing, success
 * (session started, modal closed, callback, navigation to the course after 200 ms) or an error.
 * It cannot be closed while processing (Escape, the overlay and the close button all wait);
 * page scroll is locked while it is open, and focus returns to what opened it. Stripe loads
 * only when it opens. The shared Checkout does all that; this supplies the price line, the
 * ownership check and the form.
 */
export function EnrolModal({
  open,
  onOpenChange,
  course,
  onEnrolled,
  navigate = (path) => window.location.assign(path),
  container,
  loadStripe,
  promotionCode,
}: EnrolModalProps) {
  const { client } = useApi();
  const openCourse = () => {
    onOpenChange(false);
    navigate(`/course/${course.id}`);
  };
  return (
    <Checkout
      open={open}
      onOpenChange={onOpenChange}
      container={container}
      title={TEXT.title(course.title)}
      description={TEXT.description}
      loadStripe={loadStripe}
      onSale={coursesOnSale}
      words={COURSE_PAYMENT_WORDS}
      setupFailedText={TEXT.setupFailed}
      // academy.md §5: nothing to pay with while sales are closed, so no card field either.
      closedText={TEXT.paymentsDisabled}
      formWhenClosed={false}
      // The spec's modal has no code field (academy.md §5): it appears only when a `?code=`
      // link brought a code, filled in and applied.
      {...(promotionCode
        ? {
            promotionCode: {
              label: TEXT.promotionCode,
              preview: (code: string) => previewCoursePromotion(client, course.id, code),
              defaultCode: promotionCode,
            },
          }
        : {})}
      summary={(setup, promotion) => (
        <p className={styles.price}>
          <span>{TEXT.price}</span>
          <span className={styles.amount}>{priceOf(setup, course.id, promotion)}</span>
        </p>
      )}
    >
      {({ setup, ...checkout }) => (
        <OwnedCourseCheck courseId={course.id} onOpen={openCourse}>
          <EnrolForm
            course={course}
            price={priceOf(setup, course.id, checkout.promotion)}
            canPay={setup.status === "ready"}
            paymentPlan={offeredPlan(setup, course.id, promotionCode)}
            {...checkout}
            onSuccess={(success) => {
              onOpenChange(false);
              onEnrolled?.(success);
              // Not cancelled if the host unmounts the closed modal: the buyer goes to the course.
              setTimeout(() => navigate(`/course/${course.id}`), POST_ENROL_NAVIGATE_MS);
            }}
          />
        </OwnedCourseCheck>
      )}
    </Checkout>
  );
}
