import { Icon } from '../../../ui/icon';
import { useSession } from '../hooks/use-session';
import './session-notice.css';

/** A banner under the header saying why the session ended, until the user dismisses it. */
export function SessionNotice() {
  const { notice, dismissNotice } = useSession();
  if (!notice) return null;
  return (
    <div className="session-notice" role="alert">
      <div className="container session-notice__inner">
        <Icon name="info" size={18} />
        <p className="session-notice__text">{notice}</p>
        <button
          type="button"
          className="session-notice__dismiss"
          aria-label="Dismiss message"
          onClick={dismissNotice}
        >
          <Icon name="x" size={16} />
        </button>
      </div>
    </div>
  );
}
