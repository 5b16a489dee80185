import { StaticDocument } from '../components/static-document';
import { COOKIES_PAGE } from '../content/cookie-policy';

/** The cookie policy: what the web app keeps in the browser (`/cookies`). */
export default function CookiesPage() {
  return <StaticDocument {...COOKIES_PAGE} />;
}
