import { EVENT_LIST_TEXT } from '@nightlife/domain';
import { Input } from '@nightlife/ui';
import { SEARCH_MAX_LENGTH } from '../events-url-state';
import { PAGE_SIZES, STATUS_FILTERS, type PageSize, type StatusFilter } from '../events-list.model';

interface EventsToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  status: StatusFilter;
  onStatus: (value: StatusFilter) => void;
  limit: PageSize;
  onLimit: (value: PageSize) => void;
  /** Per-status totals for the current search, when the server sends them. */
  counts: Record<StatusFilter, number> | null;
}

export function EventsToolbar({
  search,
  onSearch,
  status,
  onStatus,
  limit,
  onLimit,
  counts,
}: EventsToolbarProps) {
  return (
    <div className="pe-toolbar">
      <label className="pe-toolbar__search">
        <span className="nl-visually-hidden">Search events</span>
        <Input
          type="search"
          placeholder={EVENT_LIST_TEXT.searchPlaceholder}
          value={search}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => onSearch(event.target.value)}
        />
      </label>
      <div className="pe-toolbar__groups">
        <div className="pe-segmented" role="group" aria-label="Filter by status">
          {STATUS_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              className="pe-segmented__option"
              aria-pressed={status === value}
              onClick={() => onStatus(value)}
            >
              {EVENT_LIST_TEXT.statusLabels[value]}
              {counts && <span className="pe-segmented__count">{counts[value]}</span>}
            </button>
          ))}
        </div>
        <div className="pe-toolbar__size">
          <span id="pe-page-size-label">Per page</span>
          <div className="pe-segmented" role="group" aria-labelledby="pe-page-size-label">
            {PAGE_SIZES.map((value) => (
              <button
                key={value}
                type="button"
                className="pe-segmented__option"
                aria-pressed={limit === value}
                onClick={() => onLimit(value)}
              >
                {value}
              </button>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
