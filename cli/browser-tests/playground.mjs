// The playground in a real browser: Debian's chromium, headless, driven by playwright-core.
// .ci/browser-tests.sh starts `railurl serve` and runs this with
//   RAILURL_PLAYGROUND_URL=http://127.0.0.1:PORT/  SCREENSHOT_DIR=target/browser-screenshots
// Each step asserts what a person would see, and saves a screenshot.
import { chromium } from "playwright-core";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

const base = process.env.RAILURL_PLAYGROUND_URL;
const shots = process.env.SCREENSHOT_DIR || "target/browser-screenshots";
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
if (!base) throw new Error("RAILURL_PLAYGROUND_URL is not set");
mkdirSync(shots, { recursive: true });

const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
  ],
});
const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
// Nothing but the playground's own server may be asked for anything.
const foreign = [];
context.on("request", (r) => { if (!r.url().startsWith(base) && !r.url().startsWith("data:")) foreign.push(r.url()); });

const steps = [];
async function step(name, body) {
  const started = Date.now();
  try {
    await body();
    steps.push(`ok   ${name} (${Date.now() - started} ms)`);
  } catch (e) {
    steps.push(`FAIL ${name}: ${e.message}`);
    throw e;
  }
}
async function ready(page) {
  await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
}
const text = (page, selector) => page.locator(selector).first().textContent();

let exitCode = 0;
try {
  const page = await context.newPage();
  const consoleErrors = [];
  page.on("pageerror", (e) => consoleErrors.push(e.message));
  page.on("console", (m) => { if (m.type() === "error") consoleErrors.push(m.text()); });
  page.on("response", (r) => { if (r.status() >= 400) consoleErrors.push(`${r.status()} ${r.url()}`); });
  await page.goto(base);
  await ready(page);

  await step("type a URL: the href, and a validation error underlined at its span", async () => {
    await page.fill("#input", "");
    await page.locator("#input").pressSequentially("https://user@example.org\\a b", { delay: 10 });
    await page.waitForFunction(() => document.getElementById("href").textContent === "https://user@example.org/a%20b");
    await page.waitForSelector('#input-overlay .diag[data-kind="invalid-reverse-solidus"]');
    assert.equal(await text(page, '#input-overlay .diag[data-kind="invalid-reverse-solidus"]'), "\\");
    assert.equal(await text(page, '#input-overlay .diag[data-kind="invalid-credentials"]'), "@");
    assert.equal(await text(page, '#input-overlay .diag[data-kind="invalid-URL-unit"]'), " ");
    // The underline is drawn: a wavy red text decoration.
    const decoration = await page.locator('#input-overlay .diag[data-kind="invalid-reverse-solidus"]')
      .evaluate((e) => getComputedStyle(e).textDecorationLine + " " + getComputedStyle(e).textDecorationStyle);
    assert.equal(decoration, "underline wavy");
    assert.match(await text(page, "#diagnostics"), /invalid-reverse-solidus/);
    assert.equal(await text(page, '#components td[data-component="hostname"]'), "example.org");
    assert.match(await text(page, "#agreement"), /agree/);
    assert.match(await text(page, "#record"), /"scheme": "https"/);
    await page.screenshot({ path: join(shots, "1-typed-url.png"), fullPage: true });
  });

  await step("the RFC 3986 reading beside the WHATWG one, differences marked", async () => {
    // The input of the first step is not a URI: RFC 3986's grammar stops at its backslash.
    await page.waitForFunction(() => /Not a URI reference/.test(document.getElementById("uri-status").textContent));
    assert.match(await text(page, "#uri-status"), /stops at byte 24/);
    await page.fill("#input", "HTTP://Example.COM:80/a/../b");
    await page.waitForFunction(() => document.getElementById("href").textContent === "http://example.com/b");
    await page.waitForSelector('#uri-components tr[data-component="host"][data-differs="true"]');
    assert.equal(await text(page, '#uri-components tr[data-component="host"] td.rfc'), '"Example.COM"');
    assert.equal(await text(page, '#uri-components tr[data-component="host"] td.whatwg'), '"example.com"');
    const differing = await page.locator('#uri-components tr[data-differs="true"]').evaluateAll(
      (rows) => rows.map((r) => r.dataset.component));
    assert.deepEqual(differing, ["scheme", "host", "port", "path"]);
    const marked = await page.locator('#uri-components tr[data-component="port"] td.rfc')
      .evaluate((e) => getComputedStyle(e).backgroundColor);
    assert.equal(marked, "rgb(255, 243, 205)");
    assert.match(await text(page, "#uri-status"), /A URI reference \(RFC 3986, uri\)/);
    // With a base: RFC 3986 section 5.2's resolution, the same URL as WHATWG's here.
    await page.fill("#base", "http://a/b/c/d;p?q");
    await page.fill("#input", "../g");
    await page.waitForFunction(() => /resolved against the base: http:\/\/a\/b\/g/.test(document.getElementById("uri-status").textContent));
    assert.equal(await page.locator('#uri-components tr[data-differs="true"]').count(), 0);
    await page.screenshot({ path: join(shots, "1b-rfc3986-reading.png"), fullPage: true });
    await page.fill("#base", "");
    await page.fill("#input", "");
    await page.locator("#input").pressSequentially("https://user@example.org\\a b", { delay: 5 });
    await page.waitForFunction(() => document.getElementById("href").textContent === "https://user@example.org/a%20b");
  });

  await step("hover a tree node: its span is highlighted in the input", async () => {
    const node = page.locator('.tree .node[data-rule="special_host_text"]');
    await node.hover();
    await page.waitForSelector("#input-overlay .hl");
    assert.equal(await text(page, "#input-overlay .hl"), "example.org");
    await page.screenshot({ path: join(shots, "2-hover-tree-node.png"), fullPage: true });
    // Folding a node hides its children.
    const path = page.locator('.tree li:has(> .node[data-rule="special_path"])');
    await path.locator("> .toggle").click();
    assert.equal(await path.locator("> ul").isVisible(), false);
    await path.locator("> .toggle").click();
    assert.equal(await path.locator("> ul").isVisible(), true);
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => !document.querySelector("#input-overlay .hl"));
  });

  await step("the railroad: the rules the input went through, its path lit", async () => {
    await page.waitForSelector('#railroad figure[data-rule="url_without_base"] svg g[data-taken]');
    const rules = await page.locator("#railroad figure").evaluateAll((fs) => fs.map((f) => f.dataset.rule));
    assert.equal(rules[0], "url_without_base");
    assert.ok(rules.includes("special_host_text"), rules.join(" "));
    // The scheme's diagram lights the alternative "https" took, and only that one.
    const lit = (await page.locator('#railroad figure[data-rule="special_scheme"] g[data-taken] text').allTextContents()).map((t) => t.trim());
    assert.deepEqual(lit, ['"https"']);
    // Clicking a rule reference goes to its diagram.
    await page.locator('#railroad figure[data-rule="url_without_base"] g[data-rule]').first().click();
    assert.equal(await page.locator("#railroad figure.target").count(), 1);
    await page.locator("#railroad-pane").screenshot({ path: join(shots, "2b-railroad.png") });
  });

  const builtin = await page.locator("#grammar").inputValue();
  const brokenLine = builtin.split("\n").length + 1;
  await step("break the grammar: the error at its line and column", async () => {
    const area = page.locator("#grammar");
    await area.focus();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\nbroken = { \"x\" ~ }\n");
    await page.waitForSelector("#grammar-status .grammar-error", { timeout: 10000 });
    const error = await text(page, "#grammar-status .grammar-error");
    assert.match(error, new RegExp(`line ${brokenLine}, column \\d+`), error);
    await page.screenshot({ path: join(shots, "3-broken-grammar.png"), fullPage: true });
  });

  let sharedEdit = null;
  await step("fix the grammar with a real edit: the changed WPT count", async () => {
    // Drop the broken line, and swap "http" before "https" in special_scheme.
    const edited = builtin.replace('("https" | ^"https" | "http" | ^"http"', '("http" | ^"http" | "https" | ^"https"');
    assert.notEqual(edited, builtin);
    await page.locator("#grammar").fill(edited);
    await page.waitForFunction(() => /Your edit changes \d+ WPT results?/.test(document.getElementById("wpt-count").textContent), null, { timeout: 20000 });
    const count = await text(page, "#wpt-count");
    const n = Number(/changes (\d+)/.exec(count)[1]);
    assert.ok(n > 0, count);
    assert.equal(await page.locator("#grammar-status .grammar-error").count(), 0);
    sharedEdit = { url: page.url(), n };
    await page.screenshot({ path: join(shots, "4-fixed-grammar-wpt-count.png"), fullPage: true });
  });

  await step("load a shared link: the issue's example", async () => {
    const shared = await context.newPage();
    await shared.goto(base + "#input=HTTPS%3A%2F%2FEXAMPLE.com%2Fa%2F..%2Fb");
    await ready(shared);
    await shared.waitForFunction(() => document.getElementById("href").textContent === "https://example.com/b");
    assert.equal(await shared.locator("#input").inputValue(), "HTTPS://EXAMPLE.com/a/../b");
    await shared.screenshot({ path: join(shots, "5-shared-link.png"), fullPage: true });
    await shared.close();
  });

  await step("load a shared link with a grammar edit: the same edit and WPT count", async () => {
    assert.match(sharedEdit.url, /#input=.*&gl=\d+/);
    const shared = await context.newPage();
    await shared.goto(sharedEdit.url);
    await ready(shared);
    await shared.waitForFunction((n) => document.getElementById("wpt-count").textContent.includes(`changes ${n} WPT`), sharedEdit.n, { timeout: 20000 });
    assert.equal(await shared.locator("#input").inputValue(), "https://user@example.org\\a b");
    await shared.screenshot({ path: join(shots, "6-shared-grammar-edit.png"), fullPage: true });
    await shared.close();
  });

  await step("setters and URLSearchParams", async () => {
    await page.locator("#grammar-reset").click();
    await page.selectOption("#set-component", "pathname");
    await page.fill("#set-value", "/x y");
    await page.click("#set-apply");
    await page.waitForSelector("#set-href");
    assert.equal(await text(page, "#set-href"), "https://user@example.org/x%20y");
    await page.selectOption("#params-op", "append");
    await page.fill("#params-name", "q");
    await page.fill("#params-value", "a b");
    await page.click("#params-apply");
    await page.waitForSelector("#params-query");
    assert.equal(await text(page, "#params-query"), '"q=a+b"');
    await page.screenshot({ path: join(shots, "7-setters-params.png"), fullPage: true });
  });

  await step("a 100 KB URL with 25,000 validation errors: a hundred listed, the rest counted", async () => {
    // Its own page: the railroad refuses an input this long (422), which is expected here.
    const long = await context.newPage();
    const errors = [];
    long.on("pageerror", (e) => errors.push(e.message));
    await long.goto(base);
    await ready(long);
    const input = "http://example.com/" + "a b/".repeat(25000);
    const started = Date.now();
    await long.locator("#input").fill(input);
    await long.waitForFunction(() => /and 24900 more: 24900 invalid-URL-unit/.test(
      document.querySelector("#diagnostics li.more")?.textContent || ""), null, { timeout: 20000 });
    const elapsed = Date.now() - started;
    console.log(`the diagnostics pane took ${elapsed} ms for the 100 KB input`);
    assert.equal(await long.locator("#diagnostics li").count(), 101);
    assert.equal(await long.locator("#input-overlay .diag").count(), 100);
    assert.deepEqual(errors, []);
    await long.screenshot({ path: join(shots, "8-long-input.png") });
    await long.close();
  });

  assert.deepEqual(consoleErrors, [], "no script errors on the page");
  assert.deepEqual(foreign, [], "no request left the playground's server");
} catch (e) {
  exitCode = 1;
  console.error(e);
} finally {
  await browser.close();
}
console.log(steps.join("\n"));
console.log(exitCode === 0 ? "browser tests: all passed" : "browser tests: FAILED");
process.exit(exitCode);
