import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { webAddress } from '../../../ui/external-link';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import type { DeliverableDraft } from '../hooks/use-add-deliverable';
import type { FieldProblems } from '../hooks/use-workspace-action';
import { WORKSPACE_MESSAGES } from '../workspace-messages';

const EMPTY: DeliverableDraft = { title: '', url: '', note: '' };

type Problems = Partial<Record<'title' | 'url', string>>;

/** What the form refuses before sending: a title, and an http(s) address (as the API). */
function problemsOf(draft: DeliverableDraft): Problems {
  const problems: Problems = {};
  if (!draft.title.trim()) problems.title = WORKSPACE_MESSAGES.deliverableTitleEmpty;
  if (!webAddress(draft.url.trim())) problems.url = WORKSPACE_MESSAGES.deliverableUrlInvalid;
  return problems;
}

function sameDraft(a: DeliverableDraft, b: DeliverableDraft): boolean {
  return a.title === b.title && a.url === b.url && a.note === b.note;
}

export interface DeliverableFormProps {
  adding: boolean;
  /** The API's problems with the deliverable sent last, shown under their fields. */
  problems?: FieldProblems;
  /** Answers whether it was added, so the form can be emptied. */
  onAdd(draft: DeliverableDraft): Promise<boolean>;
}

/** The expert's hand-over: a title, where it is, and a note. */
export function DeliverableForm({ adding, problems: refused = {}, onAdd }: DeliverableFormProps) {
  const [draft, setDraft] = useState(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const edit = (field: keyof DeliverableDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const sent = draft;
    // A form edited while the deliverable was on its way stays as edited.
    if (await onAdd(sent)) setDraft((current) => (sameDraft(current, sent) ? EMPTY : current));
  }

  return (
    <form
      className="workspace-form"
      aria-label="Add a deliverable"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextField
        label="Title"
        value={draft.title}
        error={problems.title ?? refused.title}
        onChange={(event) => edit('title')(event.target.value)}
      />
      <TextField
        label="Link"
        type="url"
        placeholder="https://"
        value={draft.url}
        error={problems.url ?? refused.url}
        onChange={(event) => edit('url')(event.target.value)}
      />
      <TextAreaField
        label="Note (optional)"
        rows={2}
        value={draft.note}
        error={refused.note}
        onChange={(event) => edit('note')(event.target.value)}
      />
      <Button type="submit" size="sm" loading={adding}>
        Add Deliverable
      </Button>
    </form>
  );
}
