import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RecordTemplateDownloadDocument } from '../../../gql/graphql';
import { downloadWorkflow } from '../../workflow/download';
import type { TemplateDetail } from '../template-detail.types';

/**
 * The Download JSON action: the file is saved in the browser at once, and the
 * download is counted on the server in the background. Counting never blocks or breaks the
 * download; a failure there is only logged, never shown.
 */
export function useTemplateDownload(template: Pick<TemplateDetail, 'id' | 'name' | 'workflow'>) {
  const [recordDownload] = useMutation(RecordTemplateDownloadDocument);
  const { id, name, workflow } = template;
  return useCallback(() => {
    downloadWorkflow({ name, workflow });
    recordDownload({ variables: { input: { id } } }).catch((error: unknown) => {
      console.warn('Could not record the template download', error);
    });
  }, [id, name, workflow, recordDownload]);
}
