import type { ReactNode } from 'react';
import { Spinner } from '@nightlife/ui';

interface AccountShellProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}

/** Layout of the signed-in account screens. */
export function AccountShell({ eyebrow, title, lead, children }: AccountShellProps) {
  return (
    <div className="db-account">
      <p className="db-account__eyebrow">{eyebrow}</p>
      <h1 className="db-account__title">{title}</h1>
      <p className="db-account__lead">{lead}</p>
      {children}
    </div>
  );
}

export function AccountLoading() {
  return (
    <div className="db-account db-account--loading" aria-busy="true">
      <Spinner size="lg" label="Loading your account" />
    </div>
  );
}
