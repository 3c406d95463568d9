import * as ToastPrimitive from '@radix-ui/react-toast';
import { buttonClassName } from '../components/Button';
import { cx } from '../components/cx';
import { useToast } from './useToast';

/** Default display time; Radix closes the toast after it, pausing while hovered or focused. */
export const TOAST_DURATION_MS = 5000;

/** Renders the toasts; mount once (the shell does). Swipe right 50 px to dismiss, F8 focuses the viewport. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={cx('nl-toast', variant !== 'default' && `nl-toast--${variant}`)}
        >
          <ToastPrimitive.Title className="nl-toast__title">{title}</ToastPrimitive.Title>
          {description && (
            <ToastPrimitive.Description className="nl-toast__description">
              {description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            className={buttonClassName({ variant: 'ghost', size: 'icon', className: 'nl-toast__close' })}
            aria-label="Dismiss notification"
          >
            <span aria-hidden="true">✕</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="nl-toast-viewport" hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
