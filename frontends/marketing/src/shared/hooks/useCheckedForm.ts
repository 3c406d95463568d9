import type { FieldError } from '@nightlife/domain';
import { toast } from '@nightlife/ui';
import { useRef, useState } from 'react';
import { errorsByField, focusFirstInvalid, readFormFailure } from '../form-errors';

type Said = { title: string; description: string };

/**
 * A form checked by the shared domain rule before it is sent: its field errors (the keyboard
 * moves to the first one) and the sending, with a toast for either outcome. The server's field
 * errors show like the rule's.
 */
export function useCheckedForm(messages: { sent: Said; failed: Said }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (byField: Record<string, string>) => {
    setErrors(byField);
    // After the messages render, so the focused field announces its message.
    requestAnimationFrame(() => focusFirstInvalid(formRef.current, Object.keys(byField)));
  };

  const clearError = (field: string) => setErrors((current) => ({ ...current, [field]: '' }));

  const send = async (
    problems: readonly FieldError[],
    request: () => Promise<unknown>,
    onSent: () => void,
  ) => {
    if (problems.length > 0) return showErrors(errorsByField(problems));
    try {
      await request();
      toast({ ...messages.sent, variant: 'success' });
      setErrors({});
      onSent();
    } catch (error) {
      showErrors(readFormFailure(error).fieldErrors);
      toast({ ...messages.failed, variant: 'destructive' });
    }
  };

  return { errors, formRef, clearError, send };
}
