import { SeededRandom, seedFromEnv } from '../../../../test/hostile/seeded-random';
import { absoluteUrl, siteReturnPath, withSessionId } from '../return-url';
import { RETURN_URLS_ELSEWHERE } from './return-urls-elsewhere';

const SITE = 'http://localhost:4000';
const SEED = seedFromEnv(18_2026);
const SPELLINGS = 5_000;

/** What a client may put before the path: nothing, this site in any case, or somewhere else. */
const ORIGINS = [
  '',
  '',
  SITE,
  'HTTP://LOCALHOST:4000',
  'http://LocalHost:4000',
  'Http://localhost:4000',
  'https://localhost:4000',
  'http://localhost:4001',
  'http://evil.com',
  '//evil.com',
  'javascript:',
];
/** Path pieces that normalisation folds away or turns into separators. */
const SEGMENTS = [
  '',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  'a',
  'dashboard',
  'evil.com',
  'evil.com:80',
  '@evil.com',
  'evil.com\\x',
  '\t',
  ' ',
];
const SEPARATORS = ['/', '/', '\\', '//', '/\\', '\\/', '/\t/'];
const TAILS = ['', '?payment=ok', '#top', '?session_id={CHECKOUT_SESSION_ID}', '?next=//evil.com'];

function spelling(rng: SeededRandom): string {
  let url = rng.pick(ORIGINS);
  for (let i = rng.int(1, 5); i > 0; i--) url += rng.pick(SEPARATORS) + rng.pick(SEGMENTS);
  return url + rng.pick(TAILS);
}

/** Whether `path`, followed from any page of the site or handed to a gateway, stays on it. */
function staysOnSite(path: string): boolean {
  const site = new URL(SITE).origin;
  const pages = [`${SITE}/`, `${SITE}/checkout/test/abc`, `${SITE}/a/b/c/`];
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    pages.every((page) => new URL(path, page).origin === site) &&
    new URL(absoluteUrl(withSessionId(path, 'abc'), SITE)).origin === site
  );
}

/** A checkout returns to a page of this site only. */
describe(`return addresses of a checkout (seed ${SEED})`, () => {
  it.each([
    ...RETURN_URLS_ELSEWHERE,
    '/%2e//evil.com',
    '//evil.com',
    '/\\evil.com',
    'https://evil.com/',
    'javascript:alert(1)',
  ])('refuses %j', (url) => {
    expect(siteReturnPath(url, SITE)).toBeUndefined();
  });

  it.each([
    ['/dashboard?payment=cancelled', '/dashboard?payment=cancelled'],
    ['HTTP://LOCALHOST:4000/dashboard', '/dashboard'],
    ['/a/../dashboard/./upgrade', '/dashboard/upgrade'],
    [
      '/dashboard/upgrade-processing?session_id={CHECKOUT_SESSION_ID}',
      '/dashboard/upgrade-processing?session_id={CHECKOUT_SESSION_ID}',
    ],
    ['/template/{CHECKOUT_SESSION_ID}', '/template/{CHECKOUT_SESSION_ID}'],
  ])('keeps %j as %j', (url, kept) => {
    expect(siteReturnPath(url, SITE)).toBe(kept);
  });

  it('every path kept from a generated spelling stays on the site wherever it is followed', () => {
    const rng = new SeededRandom(SEED);
    const escaped: Array<{ sent: string; kept: string }> = [];
    let kept = 0;
    for (let i = 0; i < SPELLINGS; i++) {
      const sent = spelling(rng);
      const path = siteReturnPath(sent, SITE);
      if (path === undefined) continue;
      kept += 1;
      if (!staysOnSite(path)) escaped.push({ sent, kept: path });
    }
    expect(escaped).toEqual([]);
    // The generator must also produce acceptable spellings, or refusing everything would pass.
    expect(kept).toBeGreaterThan(SPELLINGS / 10);
  });
});
