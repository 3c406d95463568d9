import type { Pagination } from '../../api/list-api';
import { Button } from '@nightlife/ui';
import { pageSummary } from '../events-list.model';

interface EventsPagerProps {
  pagination: Pagination;
  shownOnPage: number;
  onGoTo: (page: number) => void;
}

/** Previous/Next with 'Page X of Y' and the item range, only when there is more than one page. */
export function EventsPager({ pagination, shownOnPage, onGoTo }: EventsPagerProps) {
  const summary = pageSummary(pagination, shownOnPage);
  if (!summary) return null;
  return (
    <nav className="pe-pager" aria-label="Event pages">
      <Button variant="secondary" disabled={!pagination.hasPrev} onClick={() => onGoTo(pagination.page - 1)}>
        Previous
      </Button>
      <p className="pe-pager__summary">
        <span className="pe-pager__label">{summary.label}</span>
        <span className="pe-pager__range">{summary.range}</span>
      </p>
      <Button variant="secondary" disabled={!pagination.hasNext} onClick={() => onGoTo(pagination.page + 1)}>
        Next
      </Button>
    </nav>
  );
}
