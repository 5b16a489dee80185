import { Button } from './button';
import { Icon } from './icon';
import { pageWindow } from './page-window';
import './pagination.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** A page is loading: the controls wait for it. */
  disabled?: boolean;
  onChange(page: number): void;
}

/** Previous, up to five page numbers around the current page, and Next; nothing for one page. */
export function Pagination({ page, totalPages, disabled = false, onChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <Button
        variant="secondary"
        size="sm"
        icon={<Icon name="arrowLeft" size={16} />}
        disabled={disabled || page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </Button>
      <ul className="pagination__pages">
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'primary' : 'ghost'}
              size="sm"
              className="pagination__page"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              disabled={disabled && number !== page}
              onClick={() => {
                if (number !== page) onChange(number);
              }}
            >
              {number}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Next
        <Icon name="arrowRight" size={16} />
      </Button>
    </nav>
  );
}
