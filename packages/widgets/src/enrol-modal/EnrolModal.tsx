import { errorMessage, useApi, useSession, type EnrollResponse } from "@academy/api";
import { Button, Dialog, Field, InlineAlert, TextInput } from "@academy/ui";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ENROL_MODAL_TEXT as TEXT, POST_ENROL_NAVIGATE_MS } from "./constants.ts";
import * as styles from "./EnrolModal.css.ts";

export interface EnrolCourse {
  id: number;
  title: string;
  /** Dollars. */
  price: number;
}

export interface EnrolDetails {
  fullName: string;
  email: string;
}

export interface EnrolSuccess {
  /** "Test enrollment successful!" or "Payment successful!", with the temporary-password note. */
  message: string;
  response: EnrollResponse;
}

export interface EnrolModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  course: EnrolCourse;
  /** academy.md §5: enrolment is blocked while payments are disabled. */
  paymentsEnabled: boolean;
  /** Enrol through POST /enroll/test without a payment (the server's test mode). */
  testMode: boolean;
  /**
   * Takes the card payment and enrols (the payment provider's part, supplied by the page that
   * loads it). Without it, and outside test mode, enrolment is treated as unavailable.
   */
  payAndEnrol?: (details: EnrolDetails) => Promise<EnrollResponse>;
  /** The success callback (academy.md §4); runs before the navigation. */
  onEnrolled?: (success: EnrolSuccess) => void;
  /** Goes to the course 200 ms after success; a full page navigation by default. */
  navigate?: (path: string) => void;
  /** Where the dialog portals to; inside a shadow root pass an element of that root. */
  container?: HTMLElement | null;
}

const formatPrice = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;

/**
 * The enrol modal (academy.md §2, §4, §5): full name and e-mail, then processing, success
 * (session started, modal closed, callback, navigation to the course after 200 ms) or an
 * error. It cannot be closed while processing; page scroll is locked while it is open.
 */
export function EnrolModal({
  open,
  onOpenChange,
  course,
  paymentsEnabled,
  testMode,
  payAndEnrol,
  onEnrolled,
  navigate = (path) => window.location.assign(path),
  container,
}: EnrolModalProps) {
  const [busy, setBusy] = useState(false);
  const available = paymentsEnabled && (testMode || payAndEnrol !== undefined);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      preventClose={busy}
      container={container ?? null}
      title={TEXT.title(course.title)}
      description={TEXT.description}
    >
      {open ? (
        <EnrolForm
          course={course}
          available={available}
          testMode={testMode}
          payAndEnrol={payAndEnrol}
          busy={busy}
          onBusyChange={setBusy}
          onSuccess={(success) => {
            onOpenChange(false);
            onEnrolled?.(success);
            setTimeout(() => navigate(`/course/${course.id}`), POST_ENROL_NAVIGATE_MS);
          }}
        />
      ) : null}
    </Dialog>
  );
}

interface EnrolFormProps {
  course: EnrolCourse;
  available: boolean;
  testMode: boolean;
  payAndEnrol: ((details: EnrolDetails) => Promise<EnrollResponse>) | undefined;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onSuccess: (success: EnrolSuccess) => void;
}

function EnrolForm({
  course,
  available,
  testMode,
  payAndEnrol,
  busy,
  onBusyChange,
  onSuccess,
}: EnrolFormProps) {
  const { client } = useApi();
  const { user, startSession } = useSession();
  const [fullName, setFullName] = useState(user?.full_name ?? "");
  const [email, setEmail] = useState(user?.email ?? "");
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function enrol(
    details: EnrolDetails,
  ): Promise<{ response: EnrollResponse; message: string }> {
    if (testMode) {
      const { data, error: body } = await client.POST("/enroll/test", {
        body: { course_id: course.id, email: details.email, full_name: details.fullName },
      });
      if (!data) throw new Error(errorMessage(body, TEXT.testFailed));
      return { response: data, message: TEXT.testSuccess };
    }
    if (!payAndEnrol) throw new Error(TEXT.paymentsDisabled);
    return { response: await payAndEnrol(details), message: TEXT.paymentSuccess };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const details = { fullName: fullName.trim(), email: email.trim() };
    if (details.fullName === "" || details.email === "") {
      setError(TEXT.required);
      return;
    }
    if (!available) {
      setError(TEXT.paymentsDisabled);
      return;
    }
    setError(null);
    onBusyChange(true);
    try {
      const { response, message } = await enrol(details);
      await startSession(
        { access_token: response.access_token, refresh_token: response.refresh_token },
        response.user,
      );
      onBusyChange(false);
      onSuccess({
        response,
        message: response.temp_password ? `${message} ${TEXT.tempPasswordNote}` : message,
      });
    } catch (caught) {
      onBusyChange(false);
      if (mounted.current) {
        setError(
          caught instanceof Error && caught.message ? caught.message : TEXT.enrollmentFailed,
        );
      }
    }
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-label={TEXT.title(course.title)}
    >
      <p className={styles.price}>
        <span>{TEXT.price}</span>
        <span className={styles.amount}>{formatPrice(course.price)}</span>
      </p>
      {available ? null : <InlineAlert tone="info">{TEXT.paymentsDisabled}</InlineAlert>}
      <Field label={TEXT.fullName} required>
        <TextInput
          name="full_name"
          autoComplete="name"
          value={fullName}
          disabled={busy}
          onChange={(event) => setFullName(event.target.value)}
        />
      </Field>
      <Field label={TEXT.email} required>
        <TextInput
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      {error ? <InlineAlert tone="danger">{error}</InlineAlert> : null}
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel={TEXT.processing} disabled={!available}>
          {TEXT.enroll}
        </Button>
      </div>
    </form>
  );
}
