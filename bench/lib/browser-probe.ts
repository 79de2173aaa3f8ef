// In-page instrumentation of the render bench, as plain JavaScript source (page.addInitScript and
// page.evaluate get strings: a function would be serialized after tsx's transform, which can inject
// helpers such as __name that do not exist in the page).
//
// probeInitScript(perPage), installed before any app script runs:
//  - wraps window.fetch: for a GET of /enrichment/{partner}/assets with per_page=PER_PAGE it wraps the
//    response's text() and json() (the app's api-client reads bodies with res.text()); t0 is
//    performance.now() when that promise resolves, i.e. the body has been fully received. The first
//    asset id of the body is taken with one anchored regex (microseconds) so the observer can tell
//    the new page's rows from the previous page's (the list keeps previous data while fetching).
//  - a MutationObserver on the document: t1 is the first mutation after t0 at which the table whose
//    caption (its accessible name) is "Assets" has PER_PAGE body rows, not aria-busy, and its first
//    row links to that first id; t2 is the next requestAnimationFrame callback after t1 (the frame
//    that paints it), t3 a message posted from that callback (after the frame's rendering work).
//
// baselineScript(): the same body text → JSON.parse → a plain <table> of the same cell
// strings built with DOM APIs (no React) inserted into the page → next frame; same t0..t3 meaning.

export const ASSETS_TABLE_NAME = 'Assets';

export interface ProbeRun {
  t0: number | null;
  t1: number | null;
  t2: number | null;
  t3: number | null;
  firstId: string | null;
  bodyText: string | null;
  fetches: number;
}

export function probeInitScript(perPage: number): string {
  return `(() => {
  const PER_PAGE = ${JSON.stringify(String(perPage))};
  const TABLE_NAME = ${JSON.stringify(ASSETS_TABLE_NAME)};
  const fresh = () => ({ t0: null, t1: null, t2: null, t3: null, firstId: null, bodyText: null, fetches: 0 });
  const bench = { run: fresh(), reset() { bench.run = fresh(); } };
  window.__renderBench = bench;
  const isAssetsList = (input, init) => {
    try {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
      const method = ((init && init.method) || (input instanceof Request ? input.method : 'GET')).toUpperCase();
      return method === 'GET' && /^\\/enrichment\\/[^/]+\\/assets$/.test(url.pathname) && url.searchParams.get('per_page') === PER_PAGE;
    } catch { return false; }
  };
  const received = (text) => {
    const run = bench.run;
    run.t0 = performance.now();
    run.t1 = null; run.t2 = null; run.t3 = null;
    run.fetches += 1;
    run.bodyText = text;
    const m = /"data":\\[\\{"id":"((?:[^"\\\\]|\\\\.)*)"/.exec(text);
    run.firstId = m ? JSON.parse('"' + m[1] + '"') : null;
  };
  const origFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const res = await origFetch(input, init);
    if (!isAssetsList(input, init) || !res.ok) return res;
    const text = res.text.bind(res);
    res.text = () => text().then((t) => { received(t); return t; });
    res.json = () => text().then((t) => { received(t); return JSON.parse(t); });
    return res;
  };
  const assetsTable = () => {
    for (const t of document.getElementsByTagName('table')) if (t.caption && t.caption.textContent.trim() === TABLE_NAME) return t;
    return null;
  };
  const check = () => {
    const run = bench.run;
    if (run.t0 === null || run.t1 !== null || run.firstId === null) return;
    const table = assetsTable();
    if (!table || table.getAttribute('aria-busy') === 'true' || !table.tBodies[0]) return;
    const rows = table.tBodies[0].rows;
    if (rows.length !== Number(PER_PAGE)) return;
    const link = rows[0].querySelector('a[href]');
    if (!link || decodeURIComponent(link.getAttribute('href')).split('/').pop() !== run.firstId) return;
    run.t1 = performance.now();
    requestAnimationFrame(() => {
      run.t2 = performance.now();
      const ch = new MessageChannel();
      ch.port1.onmessage = () => { run.t3 = performance.now(); };
      ch.port2.postMessage(0);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
})();`;
}

/** Cell strings of the app's asset table as rendered (read outside any timing). */
export const READ_CELLS_SCRIPT = `(() => {
  const t = [...document.getElementsByTagName('table')].find((x) => x.caption && x.caption.textContent.trim() === ${JSON.stringify(ASSETS_TABLE_NAME)});
  if (!t) return null;
  return {
    head: [...t.tHead.rows[0].cells].map((c) => c.textContent),
    rows: [...t.tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent)),
  };
})()`;

/** The baseline, resolved with {t0, t1, t2, t3}: parse the same body, build and insert a plain table, next frame. */
export function baselineScript(): string {
  return `(async () => {
  const bench = window.__renderBench;
  const text = bench.run.bodyText;
  const cells = bench.cells;
  const host = document.querySelector('main') || document.body;
  const t0 = performance.now();
  const parsed = JSON.parse(text);
  if (!Array.isArray(parsed.data) || parsed.data.length !== cells.rows.length) throw new Error('baseline: body and cells disagree');
  const table = document.createElement('table');
  table.className = 'w-full text-left text-sm';
  const caption = table.createCaption();
  caption.textContent = 'Baseline';
  const hr = table.createTHead().insertRow();
  for (const h of cells.head) { const th = document.createElement('th'); th.scope = 'col'; th.textContent = h; hr.appendChild(th); }
  const body = table.createTBody();
  for (let i = 0; i < cells.rows.length; i++) {
    const tr = body.insertRow();
    const row = cells.rows[i];
    for (let j = 0; j < row.length; j++) {
      const td = tr.insertCell();
      if (j === 0) { const a = document.createElement('a'); a.href = '/assets/' + encodeURIComponent(parsed.data[i].id); a.textContent = row[j]; td.appendChild(a); }
      else td.textContent = row[j];
    }
  }
  host.prepend(table);
  const t1 = performance.now();
  const [t2, t3] = await new Promise((resolve) => requestAnimationFrame(() => {
    const t2 = performance.now();
    const ch = new MessageChannel();
    ch.port1.onmessage = () => resolve([t2, performance.now()]);
    ch.port2.postMessage(0);
  }));
  table.remove();
  return { t0, t1, t2, t3 };
})()`;
}
