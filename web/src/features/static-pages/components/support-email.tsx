import { COMPANY_CONTACT } from '@flowvault/shared';

/** The company's email address as a mail link, as every static page gives it. */
export function SupportEmail() {
  return <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>;
}
