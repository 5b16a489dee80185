import { COMPANY_CONTACT } from '@flowvault/shared';
import type { RequestHandler } from 'express';

/** Where RFC 9116 puts the file. */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** How far ahead `Expires` is: RFC 9116 asks for less than a year, so readers see it is kept. */
const VALID_FOR_MS = 364 * 24 * 60 * 60 * 1000;

/**
 * `/.well-known/security.txt` (RFC 9116): whom to tell about a vulnerability, and the Security
 * page that says how. Written on each request so `Expires` always lies ahead; a day's caching
 * keeps it so.
 */
export function securityTxt(publicUrl: string): RequestHandler {
  return (_req, res) => {
    const expires = new Date(Date.now() + VALID_FOR_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');
    res.set('Cache-Control', 'public, max-age=86400');
    res
      .type('text/plain; charset=utf-8')
      .send(
        [
          `Contact: mailto:${COMPANY_CONTACT.email}`,
          `Expires: ${expires}`,
          'Preferred-Languages: en',
          `Canonical: ${publicUrl}${SECURITY_TXT_PATH}`,
          `Policy: ${publicUrl}/security`,
          '',
        ].join('\n'),
      );
  };
}
