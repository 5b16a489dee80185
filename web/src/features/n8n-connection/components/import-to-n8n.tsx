import { useState } from 'react';
import { Button, buttonClassName } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Modal } from '../../../ui/modal';
import { ModalIcon } from '../../../ui/modal-icon';
import { useSession } from '../../accounts/hooks/use-session';
import { useSignInPrompt } from '../../accounts/hooks/use-sign-in-prompt';
import { useImportToN8n, type ImportableTemplate } from '../hooks/use-import-to-n8n';
import { LazyConnectN8nDialog } from './lazy-connect-n8n-dialog';
import './import-to-n8n.css';

export interface ImportToN8nProps {
  template: ImportableTemplate;
}

/**
 * The detail page's Import button and its modals: a visitor is asked to
 * sign in; someone without an n8n connection is told to connect one (and may, from here); an
 * import shows its result, with a link into n8n on success and what n8n said on failure.
 */
export function ImportToN8n({ template }: ImportToN8nProps) {
  const { user, loading: sessionLoading } = useSession();
  const askToSignIn = useSignInPrompt();
  const { state, start, reset } = useImportToN8n(template);
  const [connecting, setConnecting] = useState(false);
  const importing = state.status === 'importing';

  function connect() {
    reset();
    setConnecting(true);
  }

  return (
    <>
      <Button
        variant="secondary"
        loading={importing}
        // Until a stored session has loaded, a click could not tell a visitor from its owner.
        disabled={sessionLoading}
        icon={<Icon name="filePlus" />}
        onClick={() => (user ? void start() : askToSignIn('import templates into n8n'))}
      >
        {importing ? 'Importing...' : 'Import'}
      </Button>
      <Modal
        open={state.status === 'not-connected'}
        title="Connect your n8n instance"
        onClose={reset}
        media={<ModalIcon name="server" />}
        footer={
          <>
            <Button variant="ghost" onClick={reset}>
              Cancel
            </Button>
            <Button onClick={connect}>Connect n8n</Button>
          </>
        }
      >
        <p>
          To import templates, connect your n8n instance first: use the &lsquo;Connect n8n&rsquo;
          button at the top right to add its URL and API key.
        </p>
      </Modal>
      <Modal
        open={state.status === 'success'}
        title="Imported into n8n"
        onClose={reset}
        media={<ModalIcon name="check" tone="green" />}
        footer={
          state.status === 'success' && (
            <>
              <Button variant="ghost" onClick={reset}>
                Close
              </Button>
              <a
                className={buttonClassName({ variant: 'primary' })}
                href={state.n8nUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="externalLink" size={18} />
                Open in n8n
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </>
          )
        }
      >
        {state.status === 'success' && <p>{state.message}</p>}
      </Modal>
      <Modal
        open={state.status === 'failure'}
        title="Import failed"
        onClose={reset}
        media={<ModalIcon name="alertTriangle" tone="red" />}
        footer={<Button onClick={reset}>Close</Button>}
      >
        {state.status === 'failure' && (
          <div className="import-to-n8n__failure">
            <p className="import-to-n8n__error">{state.error}</p>
            {state.details && <p>{state.details}</p>}
            {state.url && (
              <p>
                URL tried: <code className="import-to-n8n__url">{state.url}</code>
              </p>
            )}
          </div>
        )}
      </Modal>
      <LazyConnectN8nDialog open={connecting} onClose={() => setConnecting(false)} />
    </>
  );
}
