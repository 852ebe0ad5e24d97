import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./site-helpers.ts";

/**
 * The offline Stripe.js stand-in on its own, in Chromium, against the running server: a bare
 * page (served by the test on the site's origin) loads the script from `stripe_js_url`, mounts
 * the card element as the enrol modal does and pays a course intent with confirmCardPayment.
 */
const HARNESS = "/__stripe-standin-harness";
const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe.js stand-in</title></head>
<body><main><h1>Stripe.js stand-in</h1>
<label for="email">Email</label> <input id="email" type="email">
<div id="card"></div>
<button id="pay" type="button">Pay</button>
<p role="status" id="result"></p></main>
<script>
(async () => {
  const config = await (await fetch("/api/payments/config")).json();
  const script = document.createElement("script");
  script.src = config.stripe_js_url;
  await new Promise((resolve) => { script.onload = resolve; document.head.appendChild(script); });
  const stripe = window.Stripe(config.publishable_key);
  const card = stripe.elements().create("card", { hidePostalCode: true });
  const result = document.getElementById("result");
  card.on("ready", () => { document.body.dataset.ready = "true"; });
  card.on("change", (event) => { result.textContent = event.error ? event.error.message : event.complete ? "Card complete" : ""; });
  card.mount("#card");
  document.getElementById("pay").addEventListener("click", async () => {
    const email = document.getElementById("email").value;
    const response = await fetch("/api/payments/create-intent", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ course_id: 1, name: "Browser Buyer", email }) });
    const intent = await response.json();
    const answer = await stripe.confirmCardPayment(intent.client_secret, { payment_method: { card } });
    result.textContent = answer.error ? "Error: " + answer.error.message : "Paid: " + answer.paymentIntent.status;
  });
})();
</script></body></html>`;

async function openHarness(page: Page, email: string) {
  await page.route(`**${HARNESS}`, (route) =>
    route.fulfill({ contentType: "text/html", body: HTML }),
  );
  await page.goto(HARNESS);
  await expect(page.locator("body")).toHaveAttribute("data-ready", "true");
  await page.getByLabel("Email").fill(email);
}

async function typeCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await expect(page.getByRole("status")).toHaveText("Card complete");
}

async function paymentsOf(page: Page, email: string) {
  const response = await page.request.get(`/api/dev/payments?email=${encodeURIComponent(email)}`);
  return (await response.json()) as { payments: { status: string }[] };
}

test("renders labelled card inputs without a postal code, reachable by keyboard and axe clean", async ({
  page,
}) => {
  await openHarness(page, "keys@example.com");
  await expect(page.getByLabel("Postal code")).toHaveCount(0);
  await page.getByLabel("Email").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Card number")).toBeFocused();
  await page.keyboard.type("4242 4242 4242 4241");
  await expect(page.getByRole("status")).toHaveText("Your card number is invalid.");
  await expectNoAxeViolations(page);
});

test("formats the number in groups of four and the expiry as MM / YY, and fits a 360 px phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openHarness(page, "format@example.com");
  const number = page.getByLabel("Card number");
  await number.focus();
  await page.keyboard.type("4242424242424242");
  await expect(number).toHaveValue("4242 4242 4242 4242");
  const expiry = page.getByLabel("Expiry date (MM / YY)");
  await expiry.focus();
  await page.keyboard.type("1234");
  await expect(expiry).toHaveValue("12 / 34");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await expect(expiry).toHaveValue("12");
  // Every input inside the page's width, and no label on two lines.
  for (const name of ["Card number", "Expiry date (MM / YY)", "Security code (CVC)"]) {
    const box = await page.getByLabel(name).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    const label = page.locator("label", { hasText: name });
    const height = await label.evaluate((node) => node.getBoundingClientRect().height);
    const line = await label.evaluate(
      (node) => parseFloat(getComputedStyle(node).lineHeight) || 24,
    );
    expect(height).toBeLessThan(line * 1.5);
  }
});

test("pays with 4242 4242 4242 4242", async ({ page }) => {
  await openHarness(page, "browser.paid@example.com");
  await typeCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("status")).toHaveText("Paid: succeeded");
  await expect
    .poll(async () =>
      (await paymentsOf(page, "browser.paid@example.com")).payments.map((p) => p.status),
    )
    .toEqual(["succeeded"]);
});

test("shows the decline of 4000 0000 0000 0002", async ({ page }) => {
  await openHarness(page, "browser.declined@example.com");
  await typeCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("status")).toHaveText("Error: Your card was declined.");
});

test("completes the 3-D Secure challenge of 4000 0025 0000 3155 in an accessible dialog", async ({
  page,
}) => {
  await openHarness(page, "browser.3ds@example.com");
  await typeCard(page, "4000 0025 0000 3155");
  await page.getByRole("button", { name: "Pay" }).click();
  const dialog = page.getByRole("dialog", { name: "3D Secure test payment" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Complete authentication" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Fail authentication" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Complete authentication" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("status")).toHaveText("Paid: succeeded");
  await expect(page.getByRole("button", { name: "Pay" })).toBeFocused();
});

test("fails the payment when the challenge is failed", async ({ page }) => {
  await openHarness(page, "browser.3ds.fail@example.com");
  await typeCard(page, "4000 0025 0000 3155");
  await page.getByRole("button", { name: "Pay" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Fail authentication" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Error: We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  );
  await expect
    .poll(async () =>
      (await paymentsOf(page, "browser.3ds.fail@example.com")).payments.map((p) => p.status),
    )
    .toEqual(["requires_payment_method"]);
});
