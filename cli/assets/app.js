// The railurl playground page: plain JavaScript over the server's JSON API (see
// docs/playground.md). Nothing is loaded from anywhere but this server.
"use strict";

const $ = (id) => document.getElementById(id);

// ---- state -------------------------------------------------------------------------------

const state = {
  builtinGrammar: "",   // the built-in grammar's text, from GET /api/grammar
  hover: null,          // [start, end) bytes of the input to highlight, or null
  diagnostics: [],      // the last parse's validation errors
  href: null,           // the last parse's href (null when it failed)
  seq: 0,               // answers to older requests are dropped
};

function grammarText() { return $("grammar").value; }
function grammarEdited() { return state.builtinGrammar !== "" && grammarText() !== state.builtinGrammar; }
function baseValue() { const b = $("base").value; return b === "" ? null : b; }

async function api(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  let json = null;
  try { json = await response.json(); } catch (e) { json = { error: response.statusText }; }
  return { status: response.status, ok: response.ok, json };
}

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v;
    else if (k.startsWith("data-")) node.setAttribute(k, v);
    else node[k] = v;
  }
  for (const child of children) {
    if (child !== null && child !== undefined) {
      node.append(typeof child === "string" ? document.createTextNode(child) : child);
    }
  }
  return node;
}

// ---- the shareable fragment: #input=...&base=...&engine=...&gl=..&gd=..&gt=.. -------------
// The grammar edit is one hunk of lines: from line gl (0-based) of the built-in grammar, gd
// lines replaced by the text gt.

function grammarHunk(builtin, edited) {
  const a = builtin.split("\n"), b = edited.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length, endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) { endA--; endB--; }
  return { gl: start, gd: endA - start, gn: endB - start, gt: b.slice(start, endB).join("\n") };
}

function applyHunk(builtin, hunk) {
  const lines = builtin.split("\n");
  const inserted = hunk.gn > 0 ? hunk.gt.split("\n") : [];
  lines.splice(hunk.gl, hunk.gd, ...inserted);
  return lines.join("\n");
}

function writeFragment() {
  const params = new URLSearchParams();
  params.set("input", $("input").value);
  if (baseValue() !== null) params.set("base", baseValue());
  if ($("engine").value !== "grammar") params.set("engine", $("engine").value);
  if (grammarEdited()) {
    const h = grammarHunk(state.builtinGrammar, grammarText());
    params.set("gl", h.gl); params.set("gd", h.gd); params.set("gn", h.gn); params.set("gt", h.gt);
  }
  const fragment = "#" + params.toString();
  history.replaceState(null, "", fragment);
  $("share").href = fragment;
}

function readFragment() {
  const params = new URLSearchParams(location.hash.replace(/^#/, ""));
  if (params.has("input")) $("input").value = params.get("input");
  else if ($("input").value === "") $("input").value = "HTTPS://user@EXAMPLE.com\\a/../b c?q#f";
  if (params.has("base")) $("base").value = params.get("base");
  if (params.get("engine") === "prose") $("engine").value = "prose";
  if (params.has("gl")) {
    const hunk = {
      gl: Number(params.get("gl")) || 0, gd: Number(params.get("gd")) || 0,
      gn: Number(params.get("gn")) || 0, gt: params.get("gt") || "",
    };
    $("grammar").value = applyHunk(state.builtinGrammar, hunk);
  }
}

// ---- byte offsets (the API's) to UTF-16 offsets (the page's) -------------------------------

function byteToUtf16(text) {
  const map = [];
  let u16 = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    const bytes = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    for (let i = 0; i < bytes; i++) map.push(u16);
    u16 += ch.length;
  }
  map.push(u16);
  return (offset) => map[Math.min(offset, map.length - 1)];
}

// ---- the input's overlay: validation errors underlined, the hovered span highlighted ------

function renderOverlay() {
  const input = $("input").value;
  const toU16 = byteToUtf16(input);
  const overlay = $("input-overlay");
  overlay.textContent = "";
  const n = input.length;
  const diag = new Array(n).fill(null);
  const carets = new Map(); // empty spans: a marker before the code unit
  for (const d of state.diagnostics) {
    const s = toU16(d.start), e = toU16(d.end);
    if (e > s) { for (let i = s; i < e; i++) diag[i] = diag[i] || d; }
    else if (!carets.has(s)) carets.set(s, d);
  }
  const hl = state.hover ? [toU16(state.hover[0]), toU16(state.hover[1])] : null;
  const inHl = (i) => hl !== null && i >= hl[0] && i < hl[1];
  let i = 0;
  const inner = el("span", { class: "overlay-text" });
  while (i <= n) {
    if (carets.has(i)) {
      const d = carets.get(i);
      inner.append(el("span", { class: "diag diag-empty", "data-kind": d.kind, title: `${d.kind}: ${d.message}` }));
    }
    if (i === n) break;
    let j = i + 1;
    while (j < n && diag[j] === diag[i] && inHl(j) === inHl(i) && !carets.has(j)) j++;
    const classes = [];
    if (diag[i]) classes.push("diag");
    if (inHl(i)) classes.push("hl");
    const attrs = { class: classes.join(" ") };
    if (diag[i]) { attrs["data-kind"] = diag[i].kind; attrs.title = `${diag[i].kind}: ${diag[i].message}`; }
    inner.append(el("span", attrs, input.slice(i, j)));
    i = j;
  }
  overlay.append(inner);
  overlay.scrollLeft = $("input").scrollLeft;
}

// The getters in the URL class's order, and the record's fields in the spec's order (JSON
// objects from the server are not ordered).
const COMPONENTS = ["href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"];
const RECORD_FIELDS = ["scheme", "username", "password", "host", "port", "path", "query", "fragment"];

// ---- parse: href, components, record, validation errors, the engines' agreement -----------

function showParse(answer) {
  state.diagnostics = answer.diagnostics || [];
  state.href = answer.ok ? answer.href : null;
  $("href").textContent = answer.ok ? answer.href : "(failure)";
  $("href").classList.toggle("failed", !answer.ok);
  const failure = $("failure");
  if (answer.base_failure) {
    failure.hidden = false;
    failure.textContent = `The base fails to parse: ${answer.base_failure.message}`;
  } else if (!answer.ok) {
    failure.hidden = false;
    failure.textContent = `Failure: ${answer.failure.message}`;
  } else {
    failure.hidden = true;
  }

  const list = $("diagnostics");
  list.textContent = "";
  if (state.diagnostics.length === 0) list.append(el("li", { class: "none" }, "none: the input is valid"));
  for (const d of state.diagnostics) {
    const item = el("li", { class: d.failure ? "is-failure" : "" },
      el("code", { class: "kind" }, d.kind),
      ` (bytes ${d.start}..${d.end}${d.failure ? ", a failure" : ""}): ${d.message}`);
    item.addEventListener("mouseenter", () => { state.hover = [d.start, d.end]; renderOverlay(); });
    item.addEventListener("mouseleave", () => { state.hover = null; renderOverlay(); });
    list.append(item);
  }
  // Past the first hundred, the server counts the rest by kind.
  const omitted = answer.diagnostics_total - state.diagnostics.length;
  if (omitted > 0) {
    const kinds = Object.entries(answer.diagnostics_omitted || {}).map(([k, n]) => `${n} ${k}`).join(", ");
    list.append(el("li", { class: "more" }, `… and ${omitted} more: ${kinds}`));
  }

  const table = $("components");
  table.textContent = "";
  if (answer.components) {
    for (const name of COMPONENTS) {
      table.append(el("tr", {}, el("th", {}, name), el("td", { "data-component": name }, answer.components[name])));
    }
  }
  $("record").textContent = answer.record
    ? JSON.stringify(answer.record, RECORD_FIELDS.concat(["kind", "serialized", "opaque", "segments", "value"]), 2)
    : "(no URL record: the parser failed)";

  const agreement = $("agreement");
  const a = answer.agreement;
  agreement.textContent = "";
  agreement.className = "agreement " + (a.agree ? "agree" : "disagree");
  if (a.agree) {
    agreement.append("The grammar engine and the prose engine agree (href, record, failure and validation errors).");
  } else {
    agreement.append(el("strong", {}, `THE ENGINES DISAGREE on: ${a.differences.join(", ")}`),
      el("pre", {}, "grammar: " + JSON.stringify(a.grammar, null, 1) + "\nprose:   " + JSON.stringify(a.prose, null, 1)));
  }
  renderOverlay();
}

// ---- the RFC 3986 reading beside the WHATWG one ------------------------------------------

function showUri(answer) {
  const rfc = answer.rfc3986;
  const status = [];
  if (rfc.valid) {
    status.push(`A URI reference (RFC 3986, ${rfc.kind})`);
    if ("resolved" in rfc) {
      status.push(rfc.resolved === null ? "not resolved: the base is not a URI" : `resolved against the base: ${rfc.resolved}`);
    }
  } else if (rfc.error) {
    const at = rfc.error.at;
    status.push(`Not a URI reference: RFC 3986's grammar stops at byte ${at}, expecting ${rfc.error.expected.join(", ")}`);
  }
  status.push(answer.rfc3987_valid ? "an IRI reference (RFC 3987)" : "not an IRI reference (RFC 3987)");
  const line = $("uri-status");
  line.textContent = status.join("; ") + ".";
  line.classList.toggle("error", !rfc.valid);
  const table = $("uri-components");
  table.textContent = "";
  table.append(el("tr", {}, el("th", {}, "component"), el("th", {}, "RFC 3986"), el("th", {}, "WHATWG")));
  const show = (v) => v === null || v === undefined ? "(none)" : JSON.stringify(v);
  for (const row of answer.rows) {
    table.append(el("tr", { class: row.differs ? "differs" : "", "data-component": row.component, "data-differs": String(row.differs) },
      el("th", {}, row.component + (row.differs ? " ≠" : "")),
      el("td", { class: "rfc" }, show(row.rfc3986)),
      el("td", { class: "whatwg" }, show(row.whatwg))));
  }
}

// ---- the parse tree ----------------------------------------------------------------------

function showTree(answer) {
  const root = $("tree");
  root.textContent = "";
  $("tree-source").textContent = `(${answer.grammar} grammar, entry rule ${answer.entry})`;
  const notes = [];
  if (answer.pre_pass_changed) notes.push(`the pre-pass changed the input to ${JSON.stringify(answer.grammar_input)}`);
  if (answer.error) notes.push(answer.error);
  $("tree-status").textContent = notes.join("; ");
  $("tree-status").classList.toggle("error", !!answer.error);
  const stack = [{ depth: -1, list: root }];
  for (const node of answer.nodes) {
    while (stack.length > 1 && stack[stack.length - 1].depth >= node.depth) stack.pop();
    const toggle = el("button", { class: "toggle", type: "button", title: "fold or unfold", "aria-label": "fold" }, "▾");
    const label = el("span", { class: "node", "data-rule": node.rule, "data-start": node.input_start, "data-end": node.input_end },
      el("span", { class: "rule" }, node.rule), " ",
      el("span", { class: "span" }, `${node.start}..${node.end}`), " ",
      el("code", { class: "text" }, JSON.stringify(node.text)));
    label.addEventListener("mouseenter", () => { state.hover = [node.input_start, node.input_end]; renderOverlay(); label.classList.add("hovered"); });
    label.addEventListener("mouseleave", () => { state.hover = null; renderOverlay(); label.classList.remove("hovered"); });
    const children = el("ul", {});
    const item = el("li", {}, toggle, label, children);
    toggle.addEventListener("click", () => {
      item.classList.toggle("collapsed");
      toggle.textContent = item.classList.contains("collapsed") ? "▸" : "▾";
    });
    stack[stack.length - 1].list.append(item);
    stack.push({ depth: node.depth, list: children });
  }
  // Leaves have nothing to fold.
  for (const item of root.querySelectorAll("li")) {
    if (item.querySelector("ul").childElementCount === 0) item.querySelector(".toggle").classList.add("leaf");
  }
  const diff = $("grammar-diff");
  diff.textContent = "";
  if (answer.grammar === "edited") {
    const show = (r) => r.href !== undefined ? r.href : `failure ${r.failure.spec_name}`;
    diff.append(el("div", { class: answer.result_differs ? "changed" : "" },
      `On this input the edited grammar gives ${show(answer.edited_result)}` +
      (answer.result_differs ? ` (the built-in grammar: ${show(answer.builtin_result)}).` : ", as the built-in grammar does.")),
      el("div", {}, answer.tree_differs ? "Its parse tree differs from the built-in grammar's." : "Its parse tree is the built-in grammar's."));
  }
}

// ---- updates -----------------------------------------------------------------------------

async function update() {
  const seq = ++state.seq;
  writeFragment();
  renderOverlay();
  const input = $("input").value;
  const base = baseValue();
  const parseBody = { input, engine: $("engine").value };
  if (base !== null) parseBody.base = base;
  const treeBody = { input };
  if (base !== null) treeBody.base = base;
  if (grammarEdited() && !state.grammarBroken) treeBody.grammar = grammarText();
  const uriBody = { input };
  if (base !== null) uriBody.base = base;
  // All three requests leave at once; each pane is shown as soon as its own answer arrives, so
  // the href and the diagnostics do not wait for the parse tree of a long input.
  const parsing = api("/api/parse", parseBody);
  const treeing = api("/api/tree", treeBody);
  const uriing = api("/api/uri", uriBody);
  const parsed = await parsing;
  if (seq !== state.seq) return;
  if (parsed.ok) showParse(parsed.json);
  else { $("href").textContent = `(${parsed.json.error})`; }
  const uri = await uriing;
  if (seq !== state.seq) return;
  if (uri.ok) showUri(uri.json);
  updateRailroad(seq, input, base);
  const tree = await treeing;
  if (seq !== state.seq) return;
  if (tree.ok) showTree(tree.json);
  else {
    $("tree").textContent = "";
    $("tree-status").textContent = tree.json.error;
    $("tree-status").classList.add("error");
  }
}

// ---- the railroad ------------------------------------------------------------------------

async function updateRailroad(seq, input, base) {
  const body = { input };
  if (base !== null) body.base = base;
  if (grammarEdited() && !state.grammarBroken) body.grammar = grammarText();
  const r = await api("/api/railroad", body);
  if (seq !== state.seq) return;
  const pane = $("railroad"), status = $("railroad-status");
  pane.textContent = "";
  if (!r.ok) {
    status.textContent = r.json.error;
    status.className = "status error";
    return;
  }
  status.textContent = "";
  status.className = "status";
  $("railroad-source").textContent = `(${body.grammar ? "edited" : "built-in"} grammar, entry rule ${r.json.entry})`;
  for (const d of r.json.diagrams) {
    const figure = el("figure", { "data-rule": d.rule, id: `railroad-${d.rule}` },
      el("figcaption", {}, el("span", { class: "rule" }, d.rule),
        d.visits > 1 ? ` (the path went through it ${d.visits} times)` : ""));
    const holder = el("div", {});
    // The server draws the SVG (the railroad crate escapes every label).
    holder.innerHTML = d.svg;
    figure.append(holder);
    pane.append(figure);
  }
  for (const ref of pane.querySelectorAll("g[data-rule]")) {
    ref.addEventListener("click", () => {
      const target = document.getElementById(`railroad-${ref.getAttribute("data-rule")}`);
      if (!target) return;
      for (const f of pane.querySelectorAll("figure.target")) f.classList.remove("target");
      target.classList.add("target");
      target.scrollIntoView({ block: "center" });
    });
  }
}

let grammarTimer = null;
let grammarSeq = 0;

async function updateGrammar() {
  const seq = ++grammarSeq;
  const status = $("grammar-status"), count = $("wpt-count");
  writeFragment();
  if (!grammarEdited()) {
    state.grammarBroken = false;
    $("grammar-state").textContent = "built-in";
    status.textContent = ""; status.className = "status";
    count.textContent = ""; $("wpt-details").hidden = true;
    $("grammar-diff").textContent = "";
    update();
    return;
  }
  $("grammar-state").textContent = "edited";
  const text = grammarText();
  const check = await api("/api/grammar/check", { grammar: text });
  if (seq !== grammarSeq) return;
  status.textContent = "";
  if (!check.ok) {
    status.className = "status error";
    status.textContent = check.json.error;
    return;
  }
  if (!check.json.ok) {
    state.grammarBroken = true;
    status.className = "status error";
    for (const e of check.json.errors) {
      const go = el("button", { type: "button", class: "goto" }, `line ${e.line}, column ${e.column}`);
      go.addEventListener("click", () => selectLineColumn(e.line, e.column));
      status.append(el("div", { class: "grammar-error" }, go, `: ${e.message}`));
    }
    count.textContent = "";
    return;
  }
  state.grammarBroken = false;
  status.className = "status ok";
  status.textContent = `The edited grammar compiles (${check.json.rules} rules).`;
  count.textContent = "Running WPT's URL cases on the edited grammar…";
  update();
  const wpt = await api("/api/grammar/wpt", { grammar: text });
  if (seq !== grammarSeq) return;
  if (!wpt.ok) { count.textContent = wpt.json.error; return; }
  const n = wpt.json.changed;
  count.textContent = n === 0
    ? `Your edit changes no WPT result (of ${wpt.json.total}).`
    : `Your edit changes ${n} WPT result${n === 1 ? "" : "s"} (of ${wpt.json.total}).`;
  count.dataset.changed = n;
  const changes = $("wpt-changes");
  changes.textContent = "";
  for (const c of wpt.json.changes) {
    const show = (r) => r.href !== undefined ? r.href : `failure ${r.failure}`;
    changes.append(el("li", {}, el("code", {}, JSON.stringify(c.input)),
      c.base === null ? "" : ` against ${c.base}`, `: ${show(c.builtin)} → ${show(c.edited)}`));
  }
  $("wpt-details").hidden = n === 0;
}

function selectLineColumn(line, column) {
  const lines = grammarText().split("\n");
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  offset += Math.max(0, column - 1);
  const area = $("grammar");
  area.focus();
  area.setSelectionRange(offset, offset + 1);
}

// ---- setters and URLSearchParams ---------------------------------------------------------

async function runSetter() {
  const out = $("set-result");
  out.textContent = "";
  if (state.href === null) { out.textContent = "The input does not parse: there is no URL to set."; return; }
  const r = await api("/api/set", {
    href: state.href, setter: $("set-component").value, value: $("set-value").value, engine: $("engine").value,
  });
  if (!r.ok) { out.textContent = r.json.error; out.className = "status error"; return; }
  out.className = "status";
  const j = r.json;
  if (!j.ok) { out.textContent = `Failure: ${j.failure.message}; the URL is unchanged.`; return; }
  const use = el("button", { type: "button" }, "Use as input");
  use.addEventListener("click", () => { $("input").value = j.href; update(); });
  out.append(el("div", {}, el("span", { class: "label" }, "result "), el("output", { id: "set-href" }, j.href), " ", use),
    el("div", { class: "hint" }, j.changed ? `changed from ${j.before}` : "unchanged: the setter ignored the value"));
}

async function runParams() {
  const out = $("params-result");
  out.textContent = "";
  const body = { op: $("params-op").value, name: $("params-name").value, value: $("params-value").value };
  if (state.href !== null) body.href = state.href; else body.query = $("input").value;
  if (["delete", "has"].includes(body.op) && body.value === "") delete body.value;
  const r = await api("/api/params", body);
  if (!r.ok) { out.textContent = r.json.error; out.className = "status error"; return; }
  out.className = "status";
  const j = r.json;
  if (!j.ok) { out.textContent = `Failure: ${j.failure.message}`; return; }
  if (j.result !== null) out.append(el("div", {}, el("span", { class: "label" }, `${j.op} → `), el("code", {}, JSON.stringify(j.result))));
  out.append(el("div", {}, el("span", { class: "label" }, "query "), el("code", { id: "params-query" }, JSON.stringify(j.query))));
  out.append(el("div", {}, el("span", { class: "label" }, "pairs "), el("code", {}, JSON.stringify(j.pairs))));
  if (j.href) {
    const use = el("button", { type: "button" }, "Use as input");
    use.addEventListener("click", () => { $("input").value = j.href; update(); });
    out.append(el("div", {}, el("span", { class: "label" }, "href "), el("code", {}, j.href), " ", use));
  }
}

// ---- start -------------------------------------------------------------------------------

async function start() {
  const response = await fetch("/api/grammar");
  state.builtinGrammar = (await response.json()).text;
  $("grammar").value = state.builtinGrammar;
  readFragment();
  for (const id of ["input", "base"]) $(id).addEventListener("input", update);
  $("engine").addEventListener("change", update);
  $("input").addEventListener("scroll", () => { $("input-overlay").scrollLeft = $("input").scrollLeft; });
  $("grammar").addEventListener("input", () => {
    clearTimeout(grammarTimer);
    grammarTimer = setTimeout(updateGrammar, 300);
  });
  $("grammar-reset").addEventListener("click", () => { $("grammar").value = state.builtinGrammar; updateGrammar(); });
  $("set-apply").addEventListener("click", runSetter);
  $("params-apply").addEventListener("click", runParams);
  window.addEventListener("hashchange", () => { readFragment(); updateGrammar(); });
  if (grammarEdited()) await updateGrammar(); else await update();
  document.body.dataset.ready = "true";
}

start();
