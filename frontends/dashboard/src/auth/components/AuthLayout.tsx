import type { ReactNode } from 'react';

interface AuthLayoutProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}

/** The neon card every auth screen sits in. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="db-auth">
      <section className="db-auth__card" aria-labelledby="db-auth-title">
        <h1 id="db-auth-title" className="db-auth__title">
          {title}
        </h1>
        <p className="db-auth__subtitle">{subtitle}</p>
        {children}
        <p className="db-auth__footer">{footer}</p>
      </section>
    </div>
  );
}
