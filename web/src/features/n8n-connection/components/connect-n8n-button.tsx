import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { N8nConnectionSettingsDocument } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { isConnected } from '../n8n-connection-rules';
import { readN8nSettings } from '../n8n-settings-cache';
import { LazyConnectN8nDialog } from './lazy-connect-n8n-dialog';
import './connect-n8n-button.css';

/**
 * The header's Connect n8n button for a signed-in user; it opens the connect dialog. It says
 * "n8n connected" when the connection is saved. The connection is read once per session and then
 * kept in Apollo's cache, which the Settings tab, the dialog and an import keep up to date, so
 * the header costs no request on the pages after the first.
 */
export function ConnectN8nButton() {
  const [open, setOpen] = useState(false);
  const { data } = useQuery(N8nConnectionSettingsDocument, { fetchPolicy: 'cache-first' });
  const connected = isConnected(readN8nSettings(data?.n8nSettings));
  const label = connected ? 'n8n connected' : 'Connect n8n';
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={
          connected ? 'connect-n8n-button connect-n8n-button--connected' : 'connect-n8n-button'
        }
        icon={<Icon name={connected ? 'check' : 'server'} size={16} />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="connect-n8n-button__label">{label}</span>
      </Button>
      <LazyConnectN8nDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
