import { FormMessage } from '../../../ui/form-message';
import { useSession } from '../hooks/use-session';
import './session-notice.css';

/** A banner under the header saying why the session ended, until the user dismisses it. */
export function SessionNotice() {
  const { notice, dismissNotice } = useSession();
  if (!notice) return null;
  return (
    <div className="session-notice">
      <div className="container">
        <FormMessage tone="notice" role="alert" onDismiss={dismissNotice}>
          {notice}
        </FormMessage>
      </div>
    </div>
  );
}
