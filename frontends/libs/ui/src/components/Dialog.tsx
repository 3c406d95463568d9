import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { buttonClassName } from './Button';
import { cx } from './cx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
}

/** Overlay + centred panel (a bottom sheet on phones) with a title, an optional description and a close button. */
export function DialogContent({ title, description, className, children, ...rest }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="nl-dialog__overlay" />
      <DialogPrimitive.Content
        className={cx('nl-dialog__content', className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        <div className="nl-dialog__header">
          <DialogPrimitive.Title className="nl-dialog__title">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="nl-dialog__description">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        <DialogPrimitive.Close
          className={buttonClassName({ variant: 'ghost', size: 'icon', className: 'nl-dialog__close' })}
          aria-label="Close"
        >
          <span aria-hidden="true">✕</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cx('nl-dialog__footer', className)} {...rest} />;
}
