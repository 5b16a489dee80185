import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { HireExpertButton } from '../../hiring/components/hire-expert-button';
import { useHireExpert } from '../../hiring/hooks/use-hire-expert';
import { useHireRequestCheck } from '../../hiring/hooks/use-hire-request-check';
import { ImportToN8n } from '../../n8n-connection/components/import-to-n8n';
import { useDiagramDialog } from '../../saved-templates/hooks/use-diagram-dialog';
import { useSaveToggle } from '../../saved-templates/hooks/use-save-toggle';
import {
  templateSavedState,
  useSavedStateRefresh,
} from '../../saved-templates/hooks/use-saved-state-refresh';
import { useTemplateDownload } from '../hooks/use-template-download';
import type { TemplateDetail } from '../template-detail.types';

export interface TemplateActionsProps {
  template: Pick<TemplateDetail, 'id' | 'name' | 'workflow' | 'isSaved'>;
}

/**
 * The action row of the detail page. Download works for everyone; Save Template toggles the
 * saved state and Import sends the workflow to the user's n8n (a visitor is asked to sign in for
 * both); Hire an Expert opens the request form (a visitor signs in, an account without a
 * subscription sees the upgrade prompt) and reads Request Submitted while a request is open.
 * Generate Diagram appears once a signed-in user saved the template.
 */
export function TemplateActions({ template }: TemplateActionsProps) {
  const download = useTemplateDownload(template);
  const hire = useHireExpert();
  const hireRequested = useHireRequestCheck(template.id);
  const saveToggle = useSaveToggle();
  const diagram = useDiagramDialog();
  useSavedStateRefresh(templateSavedState(template.id));
  const saved = saveToggle.signedIn && template.isSaved;

  return (
    <div className="template-detail__actions">
      <Button onClick={download} icon={<Icon name="download" />}>
        Download JSON
      </Button>
      <Button
        variant="secondary"
        aria-pressed={saved}
        loading={saveToggle.isPending(template.id)}
        onClick={() => saveToggle.toggle(template.id, saved)}
        icon={<Icon name="bookmark" fill={saved ? 'currentColor' : 'none'} />}
      >
        {saved ? 'Saved' : 'Save Template'}
      </Button>
      <HireExpertButton
        variant="secondary"
        requested={hireRequested}
        onClick={() => hire.request({ id: template.id, name: template.name })}
      />
      <ImportToN8n template={template} />
      {saved && (
        <Button
          variant="secondary"
          onClick={() => diagram.open({ id: template.id, name: template.name })}
          icon={<Icon name="share" />}
        >
          Generate Diagram
        </Button>
      )}
      {diagram.dialog}
      {hire.dialog}
    </div>
  );
}
