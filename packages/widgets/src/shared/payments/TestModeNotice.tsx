import { InlineAlert } from "@academy/ui";

/** The words of every payment form's test-mode notice (the server says `test_mode`). */
export const TEST_MODE_TEXT = {
  title: "Test mode",
  notice:
    "No real payment is taken. Pay with a test card such as 4242 4242 4242 4242, any future date and any CVC.",
} as const;

/**
 * Shown in every payment modal whenever the server runs in test mode (GET /payments/config
 * `test_mode`), so nobody types a real card into a demo.
 */
export function TestModeNotice({ testMode }: { testMode: boolean }) {
  if (!testMode) return null;
  return (
    <InlineAlert tone="warning" title={TEST_MODE_TEXT.title}>
      {TEST_MODE_TEXT.notice}
    </InlineAlert>
  );
}
