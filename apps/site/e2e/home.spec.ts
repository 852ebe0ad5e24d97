import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./site-helpers.ts";

const HEADING = "Build your future in construction and real-estate development";

test("the home page is served with the API on one URL", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
  const health = await request.get("/api/health");
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: "ok" });
});

test("the landing page arrives prerendered and hydrates without errors", async ({
  page,
  request,
}) => {
  // The HTML itself carries the page, so it paints before any JavaScript runs.
  const html = await (await request.get("/")).text();
  expect(html).toContain('data-prerendered="/"');
  expect(html).toContain(HEADING);
  expect(html).not.toContain("<template");
  // No inline script anywhere: the Content-Security-Policy allows scripts from files only.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // Watches from the first byte for the prerendered page being thrown away (a hydration
  // mismatch makes React render it again from scratch).
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedPageNodes: string[] }).removedPageNodes = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches("h1") || node.querySelector("h1"))) {
            removed.push(node.nodeName);
          }
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto("/");
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  // Interactive once hydrated: the header's button opens the modal.
  await page.getByRole("banner").getByRole("button", { name: "Student Login" }).click();
  await expect(page.getByRole("dialog", { name: "Student Login" })).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { removedPageNodes: string[] }).removedPageNodes,
    ),
  ).toEqual([]);
  expect(problems).toEqual([]);
});

test("prerendered pages paint styled with no stylesheet request, and their code starts after", async ({
  page,
  request,
}) => {
  // Each stylesheet request held the first paint back by a round trip: the built page carries
  // its rules, and its code is asked for only once the largest paint is reported.
  await page.addInitScript(() => {
    const seen = { lcp: Number.NaN };
    (window as unknown as { paints: typeof seen }).paints = seen;
    new PerformanceObserver((list) => {
      if (Number.isNaN(seen.lcp)) seen.lcp = list.getEntries()[0]?.startTime ?? Number.NaN;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  for (const route of ["/", "/mentorship"]) {
    const html = await (await request.get(route)).text();
    expect(html, route).toContain("<style>");
    // Only disabled links, which fetch nothing, remain (they tell Vite the rules are there).
    expect(html, route).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/);
    await page.goto(route);
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    // Styled by the inlined rules: the header lays out its logo and menu in a row.
    await expect(page.getByRole("banner").locator("> div").first()).toHaveCSS("display", "flex");
    const timeline = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as (PerformanceResourceTiming & {
        renderBlockingStatus?: string;
      })[];
      return {
        lcp: (window as unknown as { paints: { lcp: number } }).paints.lcp,
        blocking: resources.filter((r) => r.renderBlockingStatus === "blocking").map((r) => r.name),
        entry: resources.find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))?.startTime,
      };
    });
    expect(timeline.blocking, route).toEqual([]);
    // The entry script was requested after the largest paint (the page's own timeline).
    expect(timeline.entry ?? Number.NaN, route).toBeGreaterThanOrEqual(timeline.lcp);
  }
});

test("the landing page loads nothing from another origin (no third-party script)", async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin)
      foreign.push(request.url());
  });
  await page.goto("/");
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
});

test("other routes never flash the prerendered landing page", async ({ page, request }) => {
  // Their HTML is the app alone, without the landing page inside.
  const response = await request.get("/terms");
  const html = await response.text();
  expect(html).not.toContain(HEADING);
  // One inline script (build/before-app.js), admitted by its hash in the page's CSP.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^]*?)<\/script>/g)];
  expect(inline).toHaveLength(1);
  const hash = createHash("sha256")
    .update(inline[0]?.[1] ?? "")
    .digest("base64");
  expect(response.headers()["content-security-policy"]).toContain(`'sha256-${hash}'`);
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByRole("heading", { name: HEADING })).toHaveCount(0);
  expect(await page.locator("#root").getAttribute("data-prerendered")).toBeNull();
});

test("the home page has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an unknown address answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
});

test("known routes with parameters answer 200", async ({ request }) => {
  for (const url of ["/course/1", "/deal-calculator", "/reset-password?token=x", "/login"]) {
    expect((await request.get(url)).status(), url).toBe(200);
  }
});
