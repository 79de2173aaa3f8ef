import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { cn } from '@/lib/cn';
import { photoRejectionMessage } from '../photo-rejection';

/** Choose, drop or (on a phone) take photos of data plates; several at once for one site. */
export default function PhotoPicker({ onPhotos }: { onPhotos: (files: File[]) => void }) {
  const [refused, setRefused] = useState<string | null>(null);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'image/*': [] },
    multiple: true,
    // One choice may hold photos and other files: the photos are read, the others named.
    onDrop: (_accepted, rejections) => setRefused(photoRejectionMessage(rejections)),
    onDropAccepted: onPhotos,
    noClick: true,
  });
  return (
    <div
      {...getRootProps({
        className: cn(
          'rounded-lg border-2 border-dashed p-6 text-center',
          isDragActive ? 'border-blue-700 bg-blue-50' : 'border-slate-300 bg-white',
        ),
      })}
    >
      <p className="text-sm text-slate-700">Drop photos of data plates here, or</p>
      <label className="btn-primary mt-3 inline-block cursor-pointer">
        Choose or take a photo
        {/* capture: a phone opens its rear camera; several photos may be chosen on a computer. */}
        <input {...getInputProps({ className: 'sr-only' })} accept="image/*" capture="environment" multiple aria-label="Plate photo" />
      </label>
      <p className="mt-3 text-xs text-slate-600">The photo is read in this browser and never uploaded; only the fields you confirm are sent.</p>
      {refused && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {refused}
        </p>
      )}
    </div>
  );
}
