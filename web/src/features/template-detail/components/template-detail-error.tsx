import { ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icon';

/** The page's error state: what went wrong and the way back to the catalogue. */
export function TemplateDetailError({ message }: { message: string }) {
  return (
    <div className="template-detail container">
      <div className="template-detail__error" role="alert">
        <Icon name="alertTriangle" size={32} />
        <h1>{message}</h1>
        <ButtonLink to="/" icon={<Icon name="arrowLeft" />}>
          Back to Templates
        </ButtonLink>
      </div>
    </div>
  );
}
