import { useEffect } from 'react';

const APP_NAME = 'Nameplate';

/** Sets the tab title ("Assets · Nameplate") so history, tabs and screen readers name the page. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
