import { Button } from './button';
import { FormMessage } from './form-message';
import { Icon } from './icon';

/**
 * What a page acting on a mailed link shows when FlowVault gave no answer: its heading, that
 * nothing changed, and Try Again (`useLinkAction`'s `retry`).
 */
export function UnansweredLink({
  title,
  titleId,
  onRetry,
}: {
  title: string;
  titleId: string;
  onRetry(): void;
}) {
  return (
    <>
      <h1 id={titleId}>{title}</h1>
      <FormMessage tone="error">
        We could not reach FlowVault. Nothing was changed; please try again.
      </FormMessage>
      <Button icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
        Try Again
      </Button>
    </>
  );
}
