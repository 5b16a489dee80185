import { MAX_SEARCH_LENGTH } from '@flowvault/shared';
import { useId } from 'react';
import { Icon } from '../../../ui/icon';
import './search-box.css';

export interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
}

/** The template search field; the page decides when the text is applied. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="search-box" role="search">
      <label htmlFor={id} className="visually-hidden">
        Search templates
      </label>
      <Icon name="search" size={20} className="search-box__icon" />
      <input
        id={id}
        type="search"
        className="search-box__input"
        placeholder="Search templates, apps or use cases"
        value={value}
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          className="search-box__clear"
          aria-label="Clear search"
          onClick={() => onChange('')}
        >
          <Icon name="x" size={16} />
        </button>
      )}
    </div>
  );
}
