import { useState, type FormEvent } from 'react';
import type { AccessTokenScope } from '@nightlife/domain';
import { readApiFailure } from '@nightlife/api';
import { Badge, Button, Field, Input, Select, toast } from '@nightlife/ui';
import {
  useCreateAccessTokenMutation,
  useListAccessTokensQuery,
  useRevokeAccessTokenMutation,
  type NewAccessToken,
} from '../../api/accounts-api';
import {
  DEFAULT_TOKEN_EXPIRY,
  SCOPE_CHOICES,
  TOKEN_EXPIRY_OPTIONS,
  expiryFor,
  expiryText,
  lastUseText,
  toggled,
  type TokenExpiryChoice,
} from '../access-tokens';
import { SecretShownOnce } from './SecretShownOnce';
import './access-tokens.css';
import { toastFailure } from '../../shared/failure-text';

/**
 * Personal access tokens (issue 23 §1, ADR 0035): a program (a venue's door list, a CRM) acts for
 * the user with a token limited to the scopes chosen here. The secret is shown once.
 */
export function AccessTokensSection() {
  const tokens = useListAccessTokensQuery();
  const [create, creating] = useCreateAccessTokenMutation();
  const [revoke] = useRevokeAccessTokenMutation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<AccessTokenScope[]>(['events:read']);
  const [expiry, setExpiry] = useState<TokenExpiryChoice>(DEFAULT_TOKEN_EXPIRY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [made, setMade] = useState<NewAccessToken | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const token = await create({
        createAccessTokenDto: { name, scopes, expiresAt: expiryFor(expiry, new Date()) },
      }).unwrap();
      setMade(token);
      setName('');
    } catch (error) {
      const failure = readApiFailure(error);
      const fields = failure.kind === 'http' ? (failure.fieldErrors ?? []) : [];
      setErrors(Object.fromEntries(fields.map((field) => [field.field, field.message])));
      if (fields.length === 0) toastFailure('Could not make the token', error, 'Please try again.');
    }
  };

  const revokeToken = async (id: string, tokenName: string) => {
    try {
      await revoke({ id }).unwrap();
      if (made?.id === id) setMade(null);
      toast({ title: `${tokenName} revoked`, description: 'Programs using it are refused from now on.' });
    } catch {
      toast({
        title: 'Could not revoke the token',
        description: 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  const list = tokens.data ?? [];
  const now = new Date();
  return (
    <section className="db-panel" aria-labelledby="access-tokens-heading">
      <h2 id="access-tokens-heading" className="db-panel__title">
        Access tokens
      </h2>
      <p className="db-panel__lead">
        Let another program use your account through the API (see <a href="/api/docs">the API docs</a>), with
        only the permissions you choose. Send it as <code>Authorization: Bearer</code>; revoke it here at any
        time.
      </p>
      <form className="db-tokens__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="db-form__row">
          <Field label="Token name" error={errors.name}>
            {(control) => (
              <Input
                {...control}
                value={name}
                maxLength={60}
                placeholder="Venue door list sync"
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <Field label="Expires" error={errors.expiresAt}>
            {(control) => (
              <Select
                {...control}
                options={[...TOKEN_EXPIRY_OPTIONS]}
                value={expiry}
                onValueChange={(value) => setExpiry(value as TokenExpiryChoice)}
              />
            )}
          </Field>
        </div>
        <fieldset
          className="db-tokens__scopes"
          aria-describedby={errors.scopes ? 'token-scopes-error' : undefined}
        >
          <legend className="db-tokens__legend">Permissions</legend>
          {SCOPE_CHOICES.map(({ scope, description }) => (
            <label key={scope} className="db-check">
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                checked={scopes.includes(scope)}
                onChange={() => setScopes((current) => toggled(current, scope))}
              />
              <span>
                <code>{scope}</code> <span className="db-check__hint">{description}</span>
              </span>
            </label>
          ))}
          {errors.scopes && (
            <p id="token-scopes-error" className="db-tokens__error" role="alert">
              {errors.scopes}
            </p>
          )}
        </fieldset>
        <div className="db-panel__actions">
          <Button type="submit" size="sm" loading={creating.isLoading}>
            Make a token
          </Button>
        </div>
      </form>

      {made && (
        <SecretShownOnce label="Your new token" secret={made.token} onDone={() => setMade(null)}>
          <strong>{made.name}</strong> is ready. Copy it now: it is shown only this once.
        </SecretShownOnce>
      )}

      {list.length > 0 && (
        <ul className="db-tokens__list" aria-label="Your access tokens">
          {list.map((token) => (
            <li key={token.id} className="db-tokens__token">
              <div className="db-tokens__head">
                <span className="db-tokens__name">{token.name}</span>
                {token.state === 'expired' && <Badge variant="past">Expired</Badge>}
              </div>
              <span className="db-tokens__meta">
                {lastUseText(token.lastUsedAt)} · {expiryText(token.expiresAt, now)}
              </span>
              <span className="db-tokens__badges">
                {token.scopes.map((scope) => (
                  <code key={scope} className="db-tokens__scope">
                    {scope}
                  </code>
                ))}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Revoke ${token.name}`}
                onClick={() => void revokeToken(token.id, token.name)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
