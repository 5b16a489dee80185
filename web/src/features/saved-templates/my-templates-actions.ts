import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { MyTemplatesWorkflowDocument, RecordTemplateDownloadDocument } from '../../gql/graphql';
import { UnsaveTemplateDocument } from '../../gql-home/graphql';
import { downloadWorkflow } from '../workflow/download';
import { writeSaveCount, writeTemplateSaved } from './saved-cache';

/** A save to take off the list: the saved record, and its template when still in the catalogue. */
export interface SaveToRemove {
  id: string;
  templateId: string | null;
}

export const REMOVE_FAILED = 'Failed to remove the template. Please try again.';
export const DOWNLOAD_FAILED = 'Failed to download the template. Please try again.';

function without(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

/**
 * The actions on the cards and notices of My Templates. Removing a save goes through
 * `unsaveTemplate` by the saved record's id (it also dismisses a save whose template left the
 * catalogue); the answer updates the session's save counter and drops the cached pages, so the
 * list asks again. Download JSON fetches the workflow only when pressed and saves it locally; the
 * download is counted in the background, and a failure there is only logged.
 */
export function useMyTemplatesActions() {
  const client = useApolloClient();
  const [unsave] = useMutation(UnsaveTemplateDocument);
  const [recordDownload] = useMutation(RecordTemplateDownloadDocument);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(() => new Set());
  const [problem, setProblem] = useState<string | null>(null);

  /** Removes the save; resolves whether it worked (a failure is shown as the problem). */
  const remove = useCallback(
    async ({ id, templateId }: SaveToRemove): Promise<boolean> => {
      setProblem(null);
      setRemoving((current) => new Set(current).add(id));
      try {
        await unsave({
          variables: { input: { id } },
          update(cache, { data }) {
            if (templateId) writeTemplateSaved(cache, templateId, false);
            if (data) writeSaveCount(cache, data.unsaveTemplate.subscription);
          },
        });
        return true;
      } catch (error) {
        console.error('Could not remove the saved template', error);
        setProblem(REMOVE_FAILED);
        return false;
      } finally {
        setRemoving((current) => without(current, id));
      }
    },
    [unsave],
  );

  const download = useCallback(
    async (templateId: string, name: string) => {
      setProblem(null);
      setDownloading((current) => new Set(current).add(templateId));
      try {
        const { data } = await client.query({
          query: MyTemplatesWorkflowDocument,
          variables: { templateId },
        });
        const workflow = data?.savedTemplate?.template?.workflow;
        if (!workflow) throw new Error(`No workflow came back for template ${templateId}`);
        downloadWorkflow({ name, workflow });
        recordDownload({ variables: { input: { id: templateId } } }).catch((error: unknown) => {
          console.warn('Could not record the template download', error);
        });
      } catch (error) {
        console.error('Could not download the template', error);
        setProblem(DOWNLOAD_FAILED);
      } finally {
        setDownloading((current) => without(current, templateId));
      }
    },
    [client, recordDownload],
  );

  return {
    remove,
    isRemoving: (id: string) => removing.has(id),
    download,
    isDownloading: (templateId: string) => downloading.has(templateId),
    problem,
    dismissProblem: () => setProblem(null),
  };
}
