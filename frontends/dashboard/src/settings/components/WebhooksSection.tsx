import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENT_TYPE_NAMES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@nightlife/domain';
import { readApiFailure } from '@nightlife/api';
import { Badge, Button, Field, Input, toast } from '@nightlife/ui';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useListWebhookDeliveriesQuery,
  useListWebhooksQuery,
  useReplayWebhookDeliveryMutation,
  type Webhook,
  type WebhookWithSecret,
} from '../../api/accounts-api';
import { toggled } from '../access-tokens';
import { SecretShownOnce } from './SecretShownOnce';
import { deliveryOutcome } from '../webhooks';
import './access-tokens.css';
import { toastFailure } from '../../shared/failure-text';

/**
 * Webhooks (issue 23 §2, ADR 0037): another system hears about RSVPs, check-ins, announcements and
 * edits of the events the user hosts, signed with a secret shown once; each delivery's attempts
 * are listed and a delivery can be sent again.
 */
export function WebhooksSection() {
  const hooks = useListWebhooksQuery();
  const [create, creating] = useCreateWebhookMutation();
  const [remove] = useDeleteWebhookMutation();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['rsvp.created', 'rsvp.cancelled']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [made, setMade] = useState<WebhookWithSecret | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      setMade(await create({ createWebhookDto: { url, events } }).unwrap());
      setUrl('');
    } catch (error) {
      const failure = readApiFailure(error);
      const fields = failure.kind === 'http' ? (failure.fieldErrors ?? []) : [];
      setErrors(Object.fromEntries(fields.map((field) => [field.field, field.message])));
      if (fields.length === 0) toastFailure('Could not add the webhook', error, 'Please try again.');
    }
  };

  const removeHook = async (hook: Webhook) => {
    try {
      await remove({ id: hook.id }).unwrap();
      if (made?.id === hook.id) setMade(null);
      toast({ title: 'Webhook removed', description: hook.url });
    } catch {
      toast({
        title: 'Could not remove the webhook',
        description: 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  const list = hooks.data ?? [];
  return (
    <section className="db-panel" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading" className="db-panel__title">
        Webhooks
      </h2>
      <p className="db-panel__lead">
        Tell another system (a venue's door list, a chat, a CRM) when something happens at the events you
        host. Each call is signed as <a href="https://www.standardwebhooks.com">Standard Webhooks</a>{' '}
        describe.
      </p>
      <form className="db-tokens__form" noValidate onSubmit={(event) => void submit(event)}>
        <Field label="Address (https://)" error={errors.url}>
          {(control) => (
            <Input
              {...control}
              type="url"
              value={url}
              placeholder="https://hooks.example.com/nightlife"
              onChange={(event) => setUrl(event.target.value)}
            />
          )}
        </Field>
        <fieldset className="db-tokens__scopes">
          <legend className="db-tokens__legend">Send</legend>
          {WEBHOOK_EVENT_TYPE_NAMES.map((type) => (
            <label key={type} className="db-check">
              <input
                type="checkbox"
                name="events"
                value={type}
                checked={events.includes(type)}
                onChange={() => setEvents((current) => toggled(current, type))}
              />
              <span>
                <code>{type}</code> <span className="db-check__hint">{WEBHOOK_EVENT_TYPES[type]}</span>
              </span>
            </label>
          ))}
          {errors.events && (
            <p className="db-tokens__error" role="alert">
              {errors.events}
            </p>
          )}
        </fieldset>
        <div className="db-panel__actions">
          <Button type="submit" size="sm" loading={creating.isLoading}>
            Add webhook
          </Button>
        </div>
      </form>

      {made && (
        <SecretShownOnce label="Signing secret" secret={made.secret} onDone={() => setMade(null)}>
          Webhook added. Its signing secret is shown only this once: keep it with the receiving system.
        </SecretShownOnce>
      )}

      {list.length > 0 && (
        <ul className="db-tokens__list" aria-label="Your webhooks">
          {list.map((hook) => (
            <li key={hook.id} className="db-tokens__token">
              <div className="db-tokens__head">
                <span className="db-tokens__name">{hook.url}</span>
                {hook.state === 'disabled' && <Badge variant="past">Disabled</Badge>}
              </div>
              <span className="db-tokens__badges">
                {hook.events.map((type) => (
                  <code key={type} className="db-tokens__scope">
                    {type}
                  </code>
                ))}
              </span>
              <span className="db-tokens__meta">
                <button
                  type="button"
                  className="db-tokens__link"
                  aria-expanded={open === hook.id}
                  onClick={() => setOpen(open === hook.id ? null : hook.id)}
                >
                  {open === hook.id ? 'Hide deliveries' : 'Deliveries'}
                </button>
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Remove ${hook.url}`}
                onClick={() => void removeHook(hook)}
              >
                Remove
              </Button>
              {open === hook.id && <Deliveries webhookId={hook.id} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Deliveries({ webhookId }: { webhookId: string }) {
  const deliveries = useListWebhookDeliveriesQuery({ id: webhookId });
  const [replay, replaying] = useReplayWebhookDeliveryMutation();
  const items = deliveries.data ?? [];
  if (deliveries.isLoading) return <p className="db-tokens__deliveries">Loading deliveries…</p>;
  if (items.length === 0) return <p className="db-tokens__deliveries">Nothing sent yet.</p>;
  const sendAgain = async (deliveryId: string) => {
    try {
      await replay({ id: webhookId, deliveryId }).unwrap();
      toast({ title: 'Sent again', description: 'The new attempt shows here in a moment.' });
      setTimeout(() => void deliveries.refetch(), 1500);
    } catch {
      toast({ title: 'Could not send it again', description: 'Please try again.', variant: 'destructive' });
    }
  };
  return (
    <ul className="db-tokens__deliveries" aria-label="Deliveries">
      {items.map((delivery) => (
        <li key={delivery.id} className="db-tokens__delivery">
          <code>{delivery.type}</code>
          <span className="db-tokens__meta">{deliveryOutcome(delivery)}</span>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={replaying.isLoading}
            aria-label={`Send ${delivery.type} again`}
            onClick={() => void sendAgain(delivery.id)}
          >
            Send again
          </Button>
        </li>
      ))}
    </ul>
  );
}
