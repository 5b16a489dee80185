import { ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import './not-found-page.css';

/** The page of every unknown route, footer placeholders included. */
export default function NotFoundPage() {
  useDocumentTitle('Page not found | FlowVault');
  return (
    <div className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__message">This page could not be found.</h1>
      <ButtonLink to="/" icon={<Icon name="arrowLeft" />}>
        Go to the home page
      </ButtonLink>
    </div>
  );
}
