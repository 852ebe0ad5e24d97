import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
page.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 400)));
await page.addInitScript(() => {
  window.__log = [];
  window.addEventListener("error", (e) => window.__log.push("error event " + String(e.message).slice(0, 500)));
  const orig = console.error; console.error = (...a) => { window.__log.push("console.error " + a.map(String).join(" ").slice(0, 500)); orig(...a); };
  new MutationObserver((list) => { for (const r of list) for (const n of r.removedNodes) if (n.nodeType === 1) window.__log.push(`removed ${n.nodeName}.${n.className} from ${r.target.nodeName}#${r.target.id}`); }).observe(document, { subtree: true, childList: true });
});
await page.goto(process.argv[2]);
await page.waitForTimeout(2500);
console.log((await page.evaluate(() => window.__log)).slice(0, 12));
await browser.close();
