import { useEffect, useMemo } from 'react';
import { buildTemplateCsv, TEMPLATE_FILE_NAME } from '../template-csv';

/** A link to a template CSV built in the browser (a Blob URL, revoked when the page goes). */
export default function TemplateDownload() {
  const href = useMemo(() => URL.createObjectURL(new Blob([buildTemplateCsv()], { type: 'text/csv;charset=utf-8' })), []);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <a href={href} download={TEMPLATE_FILE_NAME} className="link">
      Download the template CSV
    </a>
  );
}
