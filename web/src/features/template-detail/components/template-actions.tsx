import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { useSignInPrompt } from '../../accounts/hooks/use-sign-in-prompt';
import { useTemplateDownload } from '../hooks/use-template-download';
import type { TemplateDetail } from '../template-detail.types';

export interface TemplateActionsProps {
  template: Pick<TemplateDetail, 'id' | 'name' | 'workflow'>;
}

/**
 * The action row of the detail page. Download works for everyone; Save, Hire an Expert and
 * Import need an account and open the sign-in prompt. Generate Diagram is not offered here: it
 * needs a signed-in user who saved the template, which a visitor never is.
 */
export function TemplateActions({ template }: TemplateActionsProps) {
  const download = useTemplateDownload(template);
  const askToSignIn = useSignInPrompt();
  return (
    <div className="template-detail__actions">
      <Button onClick={download} icon={<Icon name="download" />}>
        Download JSON
      </Button>
      <Button
        variant="secondary"
        onClick={() => askToSignIn('save templates')}
        icon={<Icon name="bookmark" />}
      >
        Save Template
      </Button>
      <Button
        variant="secondary"
        onClick={() => askToSignIn('hire an expert')}
        icon={<Icon name="briefcase" />}
      >
        Hire an Expert
      </Button>
      <Button
        variant="secondary"
        onClick={() => askToSignIn('import templates into n8n')}
        icon={<Icon name="filePlus" />}
      >
        Import
      </Button>
    </div>
  );
}
