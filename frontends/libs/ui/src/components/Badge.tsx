import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: 'live' | 'past' | 'draft' | 'neutral';
}

export function Badge({ variant = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={cx('nl-badge', `nl-badge--${variant}`, className)} {...rest} />;
}
