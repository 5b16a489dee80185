import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formProblems, readableMessage, readRequestError } from '../../../app/request-error';
import { AccountDataDeleteDocument, AccountDataExportDocument } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { TextField } from '../../../ui/text-field';
import { useSession } from '../../accounts/hooks/use-session';
import { saveTextFile } from '../../workflow/download';
import './account-data.css';

/** What the home page says once the account is gone. */
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';

/** The export's file name on `day`: `flowvault-data-2026-01-31.json`. */
export function exportFileName(day: Date): string {
  return `flowvault-data-${day.toISOString().slice(0, 10)}.json`;
}

/** Download my data: asks the API for the export and saves it as a JSON file. */
function DownloadMyData() {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await client.query({
        query: AccountDataExportDocument,
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('the API answered without the export');
      const json = JSON.stringify(data.accountExport, null, 2);
      saveTextFile(exportFileName(new Date()), json, 'application/json');
    } catch (error) {
      setProblem(
        readableMessage(readRequestError(error)) ??
          'Could not download your data. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-data__part" aria-labelledby="account-data-download">
      <h3 id="account-data-download" className="account-data__heading">
        Download my data
      </h3>
      <p className="account-data__text">
        A JSON file with your profile, plan, settings (your n8n address, never its API key), saved
        templates, hire requests and applications, the chat messages you sent, notifications and
        payments.
      </p>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <div className="account-data__actions">
        <Button
          variant="secondary"
          icon={<Icon name="download" size={16} />}
          loading={busy}
          onClick={() => void download()}
        >
          Download my data
        </Button>
      </div>
    </section>
  );
}

/** Delete account: asks for the password in a dialog, then signs out and goes home. */
function DeleteAccount() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldProblem, setFieldProblem] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(AccountDataDeleteDocument);

  const close = () => {
    setAsking(false);
    setPassword('');
    setFieldProblem(undefined);
    setProblem(null);
  };

  async function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (loading) return;
    setProblem(null);
    if (password === '') {
      setFieldProblem('Current password is required');
      return;
    }
    setFieldProblem(undefined);
    try {
      await remove({ variables: { input: { currentPassword: password } } });
      // Home first: the dashboard, signed out, would ask the visitor to sign in.
      void navigate('/');
      signOut(ACCOUNT_DELETED_MESSAGE);
    } catch (error) {
      const laidOut = formProblems(
        error,
        { currentPassword: 'Current password' },
        'Could not delete your account. Please try again.',
      );
      setFieldProblem(laidOut.fields.currentPassword);
      setProblem(laidOut.message ?? null);
    }
  }

  return (
    <section className="account-data__part" aria-labelledby="account-data-delete">
      <h3 id="account-data-delete" className="account-data__heading">
        Delete account
      </h3>
      <p className="account-data__text">
        Deleting your account signs you out everywhere and cannot be undone.
      </p>
      <div className="account-data__actions">
        <Button
          variant="secondary"
          icon={<Icon name="alertTriangle" size={16} />}
          onClick={() => setAsking(true)}
        >
          Delete account
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Delete your account?"
        icon="alertTriangle"
        tone="red"
        confirmLabel="Delete my account"
        cancelLabel="Keep my account"
        busy={loading}
        problem={problem}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <form className="account-data__form" onSubmit={(event) => void confirm(event)} noValidate>
          <p className="account-data__text">
            Your profile, saved templates, settings with your n8n key, notifications and plan are
            erased, and every session ends. What others need stays without your name: the other side
            of a project keeps its chat and history, and payments keep their amounts for our
            accounts.
          </p>
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={fieldProblem}
            onChange={(event) => setPassword(event.target.value)}
          />
        </form>
      </ConfirmDialog>
    </section>
  );
}

/** The Settings' Account data tab: the holder's copy of their data, and deleting the account. */
export function AccountDataSettings() {
  return (
    <div className="account-data">
      <DownloadMyData />
      <DeleteAccount />
    </div>
  );
}
