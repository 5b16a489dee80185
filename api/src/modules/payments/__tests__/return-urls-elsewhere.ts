/**
 * Return addresses a hostile probe got through: on this site (`http://localhost:4000`) as sent,
 * `//evil.com` once normalised, which a browser or a gateway reads as another host.
 */
export const RETURN_URLS_ELSEWHERE = [
  '/.//evil.com/phish',
  '/a/..//evil.com',
  '/./\\evil.com',
  'http://localhost:4000//evil.com/x',
  'http://localhost:4000/\\evil.com',
  'HTTP://LOCALHOST:4000//evil.com/x',
  'http://LOCALHOST:4000/.//evil.com',
  '/dashboard/../../..//evil.com',
];
