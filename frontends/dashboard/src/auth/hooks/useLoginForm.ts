import { useState, type FormEvent } from 'react';
import { LOGIN_MESSAGES, validateLogin } from '@nightlife/domain';
import { readApiFailure, useLoginMutation } from '@nightlife/api';
import { toast } from '@nightlife/ui';
import { loginErrorMessage } from '../api-failure';

export function useLoginForm(onSuccess: () => void) {
  const [login, { isLoading }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    setPassword('');
    toast({ title: 'Login failed', description: message, variant: 'destructive' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (validateLogin({ username, password }).length > 0) {
      fail(LOGIN_MESSAGES.missingFields);
      return;
    }
    setError(null);
    try {
      await login({ loginDto: { username: username.trim(), password } }).unwrap();
      onSuccess();
    } catch (caught) {
      fail(loginErrorMessage(readApiFailure(caught)));
    }
  };

  return { username, setUsername, password, setPassword, error, submitting: isLoading, submit };
}
