import type { ReactNode } from 'react';

/**
 * `url` when it is an http or https address, else undefined. Links here come from other users
 * (a portfolio, a profile): a `javascript:` or `data:` address must never become an href.
 */
export function webAddress(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export interface ExternalLinkProps {
  /** An address another user typed; anything but http(s) shows `children` as plain text. */
  href: string | null | undefined;
  children: ReactNode;
}

/**
 * A link to a page a user supplied, opened in a new tab: the new page gets neither this window
 * (`noopener`) nor where the reader came from (`noreferrer`), and search engines take no
 * endorsement from it (`nofollow ugc`). Screen readers hear that a tab opens.
 */
export function ExternalLink({ href, children }: ExternalLinkProps) {
  const address = webAddress(href);
  if (!address) return <>{children}</>;
  return (
    <a href={address} target="_blank" rel="noopener noreferrer nofollow ugc">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
