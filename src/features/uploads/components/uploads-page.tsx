import CsvUploadSection from './csv-upload-section';
import SingleAssetForm from './single-asset-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function UploadsPage() {
  useDocumentTitle('Uploads');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Uploads</h1>
        <p className="text-sm text-slate-700">
          Send installed equipment for enrichment: a CSV file of many units, or one unit by hand. Each unit is matched to a
          manufacturer model, dated from its serial number and given its warranty status.
        </p>
      </div>
      <CsvUploadSection />
      <SingleAssetForm />
    </div>
  );
}
