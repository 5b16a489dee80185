import { Navigate, useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { MOVED_ADDRESSES } from '../moved-addresses';
import './not-found-page.css';

/** The page of every unknown route; an address that moved is sent on instead. */
export default function NotFoundPage() {
  const moved = MOVED_ADDRESSES[useLocation().pathname.replace(/\/+$/, '')];
  return moved ? <Navigate to={moved} replace /> : <NotFound />;
}

function NotFound() {
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
