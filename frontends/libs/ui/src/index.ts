export { Badge, type BadgeProps } from './components/Badge';
export { Brand, PRODUCT_INITIALS, PRODUCT_NAME } from './components/Brand';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button';
export { Card, type CardProps } from './components/Card';
export { cx } from './components/cx';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  type DialogContentProps,
} from './components/Dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './components/DropdownMenu';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { Field, type FieldControlProps, type FieldProps } from './components/Field';
export {
  Input,
  PasswordInput,
  Textarea,
  type InputProps,
  type PasswordInputProps,
  type TextareaProps,
} from './components/Input';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { useDocumentTitle } from './components/useDocumentTitle';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/Tabs';
export { Tooltip, TooltipProvider, type TooltipProps } from './components/Tooltip';
export { Toaster, TOAST_DURATION_MS } from './toast/Toaster';
export {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toast,
  type ToastEntry,
  type ToastInput,
  type ToastVariant,
} from '@nightlife/ui/toast';
export { useToast } from './toast/useToast';
