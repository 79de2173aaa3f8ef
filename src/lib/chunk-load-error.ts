// A page's code is a lazily loaded chunk (src/app/router.tsx). When it cannot be fetched — the server
// is unreachable, or a new version was deployed and the old chunk is gone — each browser throws its
// own TypeError, whose text (a module URL) means nothing to the person using the dashboard.

// Chromium: "Failed to fetch dynamically imported module: <url>"; Firefox: "error loading dynamically
// imported module: <url>"; Safari: "Importing a module script failed."; Vite's preload helper:
// "Unable to preload CSS for <url>".
const BROWSER_CHUNK_ERROR = /dynamically imported module|importing a module script failed|unable to preload css/i;

/** True when `error` is a browser's failure to load a page's code chunk. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && BROWSER_CHUNK_ERROR.test(error.message);
}

/** What to tell the person when a page's code could not be loaded. */
export const CHUNK_LOAD_MESSAGE =
  'The page could not be loaded from the server: it may be unreachable, or a new version may have been installed. Check your connection, then reload the page.';
