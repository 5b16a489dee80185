import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { TextAreaField } from '../../../ui/text-area-field';
import { useCodeSuggestion } from '../hooks/use-code-suggestion';

/** The AI Assistant's code generator: a prompt, and the n8n Code node it answers with. */
export function CodePrompt({ requestId }: { requestId: string }) {
  const suggestion = useCodeSuggestion(requestId);
  const [prompt, setPrompt] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    void suggestion.ask(prompt);
  }

  return (
    <section className="code-prompt" aria-label="Code generator">
      <form className="workspace-form" onSubmit={submit} noValidate>
        <TextAreaField
          label="Ask the code generator"
          hint="Describe what a Code node should do, e.g. merge two lists by email."
          rows={3}
          value={prompt}
          error={suggestion.problem ?? undefined}
          onChange={(event) => setPrompt(event.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          loading={suggestion.asking}
          icon={<Icon name="sparkles" size={16} />}
        >
          Generate
        </Button>
      </form>
      {suggestion.answer && (
        <pre className="code-prompt__answer" aria-label="Generated code" tabIndex={0}>
          <code>{suggestion.answer.answer}</code>
        </pre>
      )}
    </section>
  );
}
