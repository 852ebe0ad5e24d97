import { errorMessage } from "@academy/api";
import {
  Button,
  Checkbox,
  ErrorSummary,
  Field,
  InlineAlert,
  Select,
  Textarea,
  TextInput,
} from "@academy/ui";
import { useId, useState, type FormEvent } from "react";
import { ADMIN_CONSOLE_TEXT } from "../../lib/adminConsoleText.ts";
import { PROMOTION_CODES_TEXT as TEXT } from "../../lib/adminPromotionCodesText.ts";
import * as styles from "./AdminPromotionCodesPage.css.ts";
import {
  checkCodeForm,
  EMPTY_CODE_FORM,
  type CodeFormValues,
  type CreateCodeBody,
} from "./codeForm.ts";

export interface ProductChoice {
  /** course:<id>, calculator, discord:<tier>. */
  value: string;
  label: string;
}

export interface CreateCodeFormProps {
  /** What a code may be for besides all courses (from the plan catalogue). */
  products: readonly ProductChoice[];
  onCreate: (body: CreateCodeBody) => Promise<unknown>;
  now?: () => Date;
}

const newKey = () => `console-${crypto.randomUUID()}`;

/**
 * Create a code: percent or a fixed amount, what it is for, expiry, maximum uses, once per
 * customer and why. Checked here first (every problem at once, focused), then by the server,
 * whose refusal (409 taken, 422 each problem) shows in the same place. One key per intended
 * creation: a double click creates one code.
 */
export function CreateCodeForm({
  products,
  onCreate,
  now = () => new Date(),
}: CreateCodeFormProps) {
  const ids = useId();
  const [values, setValues] = useState<CodeFormValues>(EMPTY_CODE_FORM);
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const set = <K extends keyof CodeFormValues>(field: K, value: CodeFormValues[K]) => {
    setDone(null);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const toggle = (product: string, on: boolean) =>
    set(
      "products",
      on ? [...values.products, product] : values.products.filter((p) => p !== product),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkCodeForm(values, now(), key);
    setAttempt((n) => n + 1);
    if (!checked.body) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      await onCreate(checked.body);
      setDone(TEXT.created(checked.body.code));
      setValues(EMPTY_CODE_FORM);
      setKey(newKey());
    } catch (caught) {
      setErrors([errorMessage(caught, ADMIN_CONSOLE_TEXT.failed)]);
    } finally {
      setBusy(false);
    }
  }

  const valueLabel = values.kind === "percent" ? TEXT.percentValue : TEXT.amountValue;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-label={TEXT.createTitle}
      noValidate
    >
      {errors.length > 0 ? (
        <ErrorSummary
          className={styles.wide}
          title={TEXT.errorsTitle}
          errors={errors.map((message) => ({ message }))}
          focusKey={attempt}
        />
      ) : null}
      <Field label={TEXT.code} required controlId={`${ids}-code`}>
        <TextInput
          autoComplete="off"
          value={values.code}
          onChange={(event) => set("code", event.target.value)}
        />
      </Field>
      <Field label={TEXT.kind} controlId={`${ids}-kind`}>
        <Select
          value={values.kind}
          onValueChange={(kind) => set("kind", kind === "amount" ? "amount" : "percent")}
          options={[
            { value: "percent", label: TEXT.percent },
            { value: "amount", label: TEXT.amount },
          ]}
        />
      </Field>
      <Field label={valueLabel} required controlId={`${ids}-value`}>
        <TextInput
          inputMode="decimal"
          autoComplete="off"
          value={values.value}
          onChange={(event) => set("value", event.target.value)}
        />
      </Field>
      <Field label={TEXT.expiry} hint={TEXT.expiryHint} controlId={`${ids}-expires`}>
        <TextInput
          type="date"
          value={values.expires}
          onChange={(event) => set("expires", event.target.value)}
        />
      </Field>
      <Field label={TEXT.maxUses} controlId={`${ids}-max`}>
        <TextInput
          inputMode="numeric"
          autoComplete="off"
          value={values.maxUses}
          onChange={(event) => set("maxUses", event.target.value)}
        />
      </Field>
      <fieldset className={`${styles.scope} ${styles.wide}`}>
        <legend className={styles.legend}>{TEXT.scope}</legend>
        <Checkbox
          label={TEXT.allCourses}
          checked={values.allCourses}
          onCheckedChange={(on) => set("allCourses", on === true)}
        />
        {products.map((product) => (
          <Checkbox
            key={product.value}
            label={product.label}
            checked={values.products.includes(product.value)}
            onCheckedChange={(on) => toggle(product.value, on === true)}
          />
        ))}
      </fieldset>
      <Checkbox
        className={styles.wide}
        label={TEXT.oncePerCustomer}
        checked={values.oncePerCustomer}
        onCheckedChange={(on) => set("oncePerCustomer", on === true)}
      />
      <Field
        className={styles.wide}
        label={ADMIN_CONSOLE_TEXT.reason}
        required
        controlId={`${ids}-reason`}
      >
        <Textarea
          rows={2}
          value={values.reason}
          onChange={(event) => set("reason", event.target.value)}
        />
      </Field>
      <div className={styles.wide}>
        <Button type="submit" busy={busy} busyLabel={TEXT.creating}>
          {TEXT.create}
        </Button>
      </div>
      {done ? (
        <InlineAlert tone="success" className={styles.wide}>
          {done}
        </InlineAlert>
      ) : null}
    </form>
  );
}
