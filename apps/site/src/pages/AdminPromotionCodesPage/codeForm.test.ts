import { describe, expect, it } from "vitest";
import { ADMIN_CONSOLE_TEXT } from "../../lib/adminConsoleText.ts";
import { PROMOTION_CODES_TEXT as TEXT } from "../../lib/adminPromotionCodesText.ts";
import { checkCodeForm, EMPTY_CODE_FORM } from "./codeForm.ts";

const NOW = new Date("2026-12-07T12:00:00");
const filled = {
  ...EMPTY_CODE_FORM,
  code: "SPRING",
  value: "10",
  allCourses: true,
  reason: "Why not",
};

describe("checkCodeForm", () => {
  it("builds the request: cents for an amount, the end of the expiry day, the key", () => {
    const checked = checkCodeForm(
      { ...filled, kind: "amount", value: "19.99", expires: "2026-12-31", maxUses: "5" },
      NOW,
      "key-12345678",
    );
    expect(checked.errors).toEqual([]);
    expect(checked.body).toMatchObject({
      code: "SPRING",
      amount_off: 1_999,
      all_courses: true,
      max_uses: 5,
      expires_at: new Date("2026-12-31T23:59:59.999").toISOString(),
      idempotency_key: "key-12345678",
    });
    expect(checked.body).not.toHaveProperty("percent_off");
  });

  it("accepts today as the last day, refuses yesterday and a day that does not parse", () => {
    expect(checkCodeForm({ ...filled, expires: "2026-12-07" }, NOW, "k").errors).toEqual([]);
    for (const expires of ["2026-12-06", "2026-13-45", "soon"])
      expect(checkCodeForm({ ...filled, expires }, NOW, "k").errors).toEqual([TEXT.expiryPast]);
  });

  it("never turns a value that does not parse into a number", () => {
    for (const value of ["", "abc", "1e2", "NaN", "Infinity", "0", "100.5", "10.123", "-5"])
      expect(checkCodeForm({ ...filled, value }, NOW, "k").errors).toEqual([TEXT.percentRange]);
    for (const value of ["0", "0.001", "x"])
      expect(checkCodeForm({ ...filled, kind: "amount", value }, NOW, "k").errors).toEqual([
        TEXT.amountRange,
      ]);
    for (const maxUses of ["0", "1.5", "2000000", "-1"])
      expect(checkCodeForm({ ...filled, maxUses }, NOW, "k").errors).toEqual([TEXT.maxUsesRange]);
  });

  it("names every problem of an empty form at once", () => {
    expect(checkCodeForm(EMPTY_CODE_FORM, NOW, "k").errors).toEqual([
      TEXT.codeSpelling,
      TEXT.percentRange,
      TEXT.scopeRequired,
      ADMIN_CONSOLE_TEXT.reasonRequired,
    ]);
  });
});
