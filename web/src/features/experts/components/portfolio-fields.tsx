import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { TextField } from '../../../ui/text-field';
import {
  EMPTY_PORTFOLIO_ITEM,
  PORTFOLIO_LABELS,
  PORTFOLIO_LIMIT,
  type PortfolioDraft,
  type PortfolioField,
} from '../portfolio-rules';
import { TextAreaField } from '../../../ui/text-area-field';
import './expert-forms.css';

export interface PortfolioFieldsProps {
  /** The API's name of the list, which prefixes the problems' keys (`portfolioItems.0.title`). */
  listField: string;
  items: PortfolioDraft[];
  problems: Record<string, string>;
  onChange(items: PortfolioDraft[]): void;
}

/**
 * Up to ten portfolio rows (title, link, description, comma-separated technologies), each with its
 * own Remove, and Add below while there is room. A row left entirely blank is dropped on submit.
 */
export function PortfolioFields({ listField, items, problems, onChange }: PortfolioFieldsProps) {
  const edit = (index: number, field: PortfolioField, value: string) =>
    onChange(items.map((item, at) => (at === index ? { ...item, [field]: value } : item)));
  const field = (index: number, name: PortfolioField) => ({
    label: PORTFOLIO_LABELS[name],
    name: `${listField}.${index}.${name}`,
    value: items[index][name],
    error: problems[`${listField}.${index}.${name}`],
    onChange: (event: { target: { value: string } }) => edit(index, name, event.target.value),
  });

  return (
    <fieldset className="expert-portfolio">
      <legend className="expert-form__legend">
        Portfolio items ({items.length}/{PORTFOLIO_LIMIT})
      </legend>
      {items.length === 0 && (
        <p className="expert-form__hint">Optional: link work that shows what you can do.</p>
      )}
      {items.map((_, index) => (
        <div
          key={index}
          className="expert-portfolio__item"
          role="group"
          aria-label={`Portfolio item ${index + 1}`}
        >
          <div className="expert-form__row">
            <TextField {...field(index, 'title')} required />
            <TextField {...field(index, 'url')} type="url" inputMode="url" placeholder="https://" />
          </div>
          <TextAreaField {...field(index, 'description')} rows={2} />
          <TextField
            {...field(index, 'technologies')}
            label="Technologies (comma-separated)"
            placeholder="n8n, OpenAI, PostgreSQL"
          />
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="x" size={16} />}
            onClick={() => onChange(items.filter((__, at) => at !== index))}
            aria-label={`Remove portfolio item ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      {items.length < PORTFOLIO_LIMIT && (
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="filePlus" size={16} />}
          onClick={() => onChange([...items, { ...EMPTY_PORTFOLIO_ITEM }])}
        >
          Add portfolio item
        </Button>
      )}
    </fieldset>
  );
}
