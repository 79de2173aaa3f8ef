import { useState } from 'react';
import { Link } from 'react-router';
import { serializeAssetsHref } from '../assets-href';
import { usePhotoQueue } from '../use-photo-queue';
import PhotoPicker from './photo-picker';
import ScanReview, { type Site } from './scan-review';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /scan: photograph data plates, read model, serial and brand in the browser, review, add. */
export default function ScanPage() {
  useDocumentTitle('Scan a data plate');
  const { items, add, remove } = usePhotoQueue();
  const [site, setSite] = useState<Site>({ customerName: '', customerAddress: '' });

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Scan a data plate</h1>
        <p className="mt-1 text-sm text-slate-700">
          Model, serial and brand are read from the photo on this device, checked against the catalog and the serial rules, and
          left for you to confirm.{' '}
          <Link className="link" to={serializeAssetsHref()}>
            Assets added from scans
          </Link>
        </p>
      </div>
      <section aria-labelledby="site-heading" className="card grid gap-4 sm:grid-cols-2">
        <h2 id="site-heading" className="text-lg font-semibold text-slate-900 sm:col-span-2">
          Site (kept for every photo)
        </h2>
        <div>
          <label htmlFor="scan-customer-name" className="field-label">
            Customer name
          </label>
          <input id="scan-customer-name" className="field-input" value={site.customerName} onChange={(e) => setSite((s) => ({ ...s, customerName: e.target.value }))} />
        </div>
        <div>
          <label htmlFor="scan-customer-address" className="field-label">
            Customer address
          </label>
          <input id="scan-customer-address" className="field-input" value={site.customerAddress} onChange={(e) => setSite((s) => ({ ...s, customerAddress: e.target.value }))} />
        </div>
      </section>
      <PhotoPicker onPhotos={add} />
      {items
        .slice()
        .reverse()
        .map((item) => (
          <section key={item.id} aria-label={`Photo ${item.name}`} className="card space-y-3">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-lg font-semibold break-all text-slate-900">{item.name}</h2>
              <button type="button" className="btn-secondary" onClick={() => remove(item.id)}>
                Remove
              </button>
            </div>
            {item.state === 'queued' && <p className="text-sm text-slate-700">Waiting for the photo before it…</p>}
            {item.state === 'reading' && (
              <p role="status" className="text-sm text-slate-700">
                {item.progress}
              </p>
            )}
            {item.state === 'failed' && (
              <p role="alert" className="text-sm text-red-800">
                This photo could not be read: {item.error}
              </p>
            )}
            {item.state === 'read' && <ScanReview name={item.name} result={item.result} site={site} />}
          </section>
        ))}
    </div>
  );
}
