import type { ReactNode } from 'react';
import { cx } from './cx';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cx('nl-empty', className)}>
      {icon && (
        <div className="nl-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <h2 className="nl-empty__title">{title}</h2>
      {description && <p className="nl-empty__description">{description}</p>}
      {action}
    </div>
  );
}
