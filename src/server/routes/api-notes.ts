import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../package-root';

// The README's "API notes" (every decision where the spec says "not shown" or leaves room) carried
// into the OpenAPI document's info.description, so the API reference page shows them: one text,
// maintained in the README, read once per process.

export const API_NOTES_HEADING = '## API notes';

/** The "## API notes" section of `markdown` (without its heading), or null when absent. */
export function apiNotesSection(markdown: string): string | null {
  const start = markdown.indexOf(`\n${API_NOTES_HEADING}\n`);
  if (start === -1) return null;
  const body = markdown.slice(start + API_NOTES_HEADING.length + 2);
  const next = body.search(/^## /m);
  return (next === -1 ? body : body.slice(0, next)).trim();
}

let cached: string | null | undefined;

/** The API notes of the shipped README.md; null when the README is not deployed beside the code. */
export function readApiNotes(readmePath: string = path.join(packageRoot(), 'README.md')): string | null {
  if (cached !== undefined) return cached;
  try {
    cached = apiNotesSection(readFileSync(readmePath, 'utf8'));
  } catch {
    cached = null;
  }
  return cached;
}
