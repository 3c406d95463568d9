/** Spec 2 §9: Contacts page sizes, default 25; at most 5 page buttons. */
export const CONTACT_PAGE_SIZES = [25, 50, 100] as const;
export type ContactPageSize = (typeof CONTACT_PAGE_SIZES)[number];
export const DEFAULT_CONTACT_PAGE_SIZE: ContactPageSize = 25;
export const MAX_PAGE_BUTTONS = 5;

export const CONTACT_SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'username', label: 'Username' },
  { value: 'recent', label: 'Recently added' },
] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number]['value'];

export type ContactView = 'grid' | 'list';

/** The page numbers to show as buttons: at most 5, the current one as central as the ends allow. */
export function pageButtons(page: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, Math.max(totalPages, 1));
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), Math.max(1, totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
}

export const CONTACT_MESSAGES = {
  empty: 'No connections yet...',
  noMatch: 'No connections found matching your search.',
  failed: 'Please log in to view your connections',
} as const;

/** 'Connected Mar 5, 2025'. */
export function connectedSince(createdAt: string, locale = 'en-US'): string {
  return `Connected ${new Date(createdAt).toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}
