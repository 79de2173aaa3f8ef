// Photos of one visit, read one after another by one OCR worker (created on the first photo,
// terminated when the page closes). Nothing leaves the browser: only the fields, once confirmed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { scanPhoto } from './ocr/scan-photo';
import { createTextReader, type TextReader } from './ocr/tesseract-reader';
import { catalogLookup } from './api/search-catalog';
import { withProgress, type ScanItem } from './photo-queue-state';

const today = () => new Date().toISOString().slice(0, 10);

export function usePhotoQueue() {
  const [items, setItems] = useState<ScanItem[]>([]);
  const files = useRef(new Map<number, File>());
  const reader = useRef<Promise<TextReader> | null>(null);
  const nextId = useRef(1);
  /** The photo being read now: the reader's progress reports go to it. */
  const readingId = useRef<number | null>(null);

  useEffect(
    () => () => {
      void reader.current?.then((r) => r.terminate());
      reader.current = null;
    },
    [],
  );

  const update = (id: number, item: ScanItem) => setItems((xs) => xs.map((x) => (x.id === id ? item : x)));

  const busy = items.some((x) => x.state === 'reading');
  const next = items.find((x) => x.state === 'queued');
  useEffect(() => {
    if (busy || !next) return;
    const file = files.current.get(next.id);
    if (!file) return;
    readingId.current = next.id;
    update(next.id, { id: next.id, name: next.name, state: 'reading', progress: 'Loading the text reader…' });
    reader.current ??= createTextReader((status, progress) =>
      setItems((xs) => withProgress(xs, readingId.current, `${status} ${Math.round(progress * 100)} %`)),
    );
    reader.current
      .then((r) => {
        update(next.id, { id: next.id, name: next.name, state: 'reading', progress: 'Reading the plate…' });
        return scanPhoto(file, r, { catalog: catalogLookup, today: today() });
      })
      .then((result) => update(next.id, { id: next.id, name: next.name, state: 'read', result }))
      .catch((e: unknown) => {
        if (reader.current) void reader.current.catch(() => (reader.current = null));
        update(next.id, { id: next.id, name: next.name, state: 'failed', error: e instanceof Error ? e.message : String(e) });
      })
      .finally(() => {
        files.current.delete(next.id);
        if (readingId.current === next.id) readingId.current = null;
      });
  }, [busy, next]);

  const add = useCallback((added: File[]) => {
    const fresh: ScanItem[] = added.map((f) => {
      const id = nextId.current++;
      files.current.set(id, f);
      return { id, name: f.name, state: 'queued' };
    });
    setItems((xs) => [...xs, ...fresh]);
  }, []);

  const remove = useCallback((id: number) => setItems((xs) => xs.filter((x) => x.id !== id)), []);

  return { items, add, remove };
}
