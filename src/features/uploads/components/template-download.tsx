import { buildTemplateCsv, TEMPLATE_FILE_NAME } from '../template-csv';

/** The template as a data: URL (a few hundred bytes): a real link, nothing to revoke. */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(buildTemplateCsv())}`;

export default function TemplateDownload() {
  return (
    <a href={TEMPLATE_HREF} download={TEMPLATE_FILE_NAME} className="link">
      Download the template CSV
    </a>
  );
}
