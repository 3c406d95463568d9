import { cx } from './cx';

export const PRODUCT_NAME = 'NIGHTLIFE';
export const PRODUCT_INITIALS = 'NL';

/** The wordmark; on small screens only the initials show (CSS breakpoint), the name stays readable to screen readers. */
export function Brand({ className }: { className?: string }) {
  return (
    <span className={cx('nl-brand', className)} aria-label={PRODUCT_NAME} role="img">
      <span className="nl-brand__full" aria-hidden="true">
        {PRODUCT_NAME}
      </span>
      <span className="nl-brand__initials" aria-hidden="true">
        {PRODUCT_INITIALS}
      </span>
    </span>
  );
}
