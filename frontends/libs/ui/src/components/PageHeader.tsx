import type { ReactNode } from 'react';
import { cx } from './cx';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <header className={cx('nl-page-header', className)}>
      <div>
        <h1 className="nl-page-header__title">{title}</h1>
        {subtitle && <p className="nl-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="nl-page-header__actions">{actions}</div>}
    </header>
  );
}
