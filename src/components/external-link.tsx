import type { ReactNode } from 'react';

/** Only http(s) URLs become links (never javascript: or data:); anything else is shown as text. */
export function isSafeHttpUrl(href: string): boolean {
  try {
    const u = new URL(href);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export default function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  if (!isSafeHttpUrl(href)) return <span className="break-all">{children ?? href}</span>;
  return (
    <a className="link break-all" href={href} target="_blank" rel="noopener noreferrer">
      {children ?? href}
    </a>
  );
}
