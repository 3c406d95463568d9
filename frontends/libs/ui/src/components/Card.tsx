import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** A neon edge glow in one of the accent colours. */
  glow?: 'pink' | 'cyan' | 'violet' | 'lime';
}

export function Card({ glow, className, ...rest }: CardProps) {
  return <div className={cx('nl-card', glow && `nl-card--${glow}`, className)} {...rest} />;
}
