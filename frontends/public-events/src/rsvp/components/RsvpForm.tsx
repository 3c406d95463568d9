import { useState, type FormEvent } from 'react';
import {
  MISSING_RESPONSE_MESSAGE,
  PLUS_ONES_OPTIONS,
  RSVP_EMOJIS,
  RSVP_RESPONSES,
  RSVP_RESPONSE_LABELS,
  REQUESTED_RSVP_STATUS,
  guestsLabel,
} from '@nightlife/domain';
import { Button, Card, Field, Textarea, cx, toast } from '@nightlife/ui';
import { useChangeRsvpMutation, useCreateRsvpMutation } from '../../api/actions-api';
import { useInviteCode } from '../../shared/hooks/useInviteCode';
import type { UserRsvp } from '../../api/events-api';
import {
  EMPTY_RSVP_FORM,
  buildRsvpPayload,
  chooseResponse,
  classifyRsvpFailure,
  rsvpFailureMessage,
  rsvpFormOf,
  toggleEmoji,
} from '../rsvp-form.model';
import type { RsvpOutcome } from './RsvpOutcomeCard';

const RESPONSE_ICONS = { going: '🎉', maybe: '🤔', cant_go: '😢' } as const;

interface RsvpFormProps {
  slug: string;
  title: string;
  user: { firstName?: string | null; lastName?: string | null; email?: string | null };
  /** The RSVP already given: the form changes it instead of answering anew. */
  existing?: UserRsvp;
  onDone: (outcome: RsvpOutcome) => void;
  /** Leaves a change without saving it. */
  onCancel?: () => void;
  /** The event needs the host's approval: the answer is a request (ADR 0022). */
  requiresApproval?: boolean;
}

export function RsvpForm({ slug, title, user, existing, onDone, onCancel, requiresApproval }: RsvpFormProps) {
  const [form, setForm] = useState(() => (existing ? rsvpFormOf(existing) : EMPTY_RSVP_FORM));
  const [createRsvp, created] = useCreateRsvpMutation();
  // The invite code of an invite-only event's link (ADR 0038), which the server asks for.
  const invite = useInviteCode();
  const [changeRsvp, changed] = useChangeRsvpMutation();
  const isLoading = created.isLoading || changed.isLoading;
  const payload = buildRsvpPayload(form, user);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!payload) {
      toast({
        title: MISSING_RESPONSE_MESSAGE.title,
        description: MISSING_RESPONSE_MESSAGE.message,
        variant: 'destructive',
      });
      return;
    }
    if (existing) {
      // The name and email stay as given: only the answer changes here.
      const { response, emoji, message, plusOnes } = payload;
      const result = await changeRsvp({ slug, changeRsvpDto: { response, emoji, message, plusOnes } });
      if ('error' in result) {
        // Still on the list as before: the server's words (the event is full, ...) and the form stays.
        toast({
          title: 'Update Failed',
          description: rsvpFailureMessage(result.error),
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'RSVP Updated!', description: `See you at ${title}.`, variant: 'success' });
      onDone({ kind: 'already' });
      return;
    }
    const result = await createRsvp({ slug, createRsvpDto: { ...payload, inviteCode: invite ?? null } });
    if (!('error' in result)) {
      if (result.data.status === REQUESTED_RSVP_STATUS) {
        toast({
          title: 'Request Sent!',
          description: `The host of ${title} will approve it.`,
          variant: 'success',
        });
        onDone({ kind: 'requested' });
        return;
      }
      toast({ title: 'RSVP Submitted!', description: `See you at ${title}.`, variant: 'success' });
      onDone({ kind: 'submitted' });
      return;
    }
    const failure = classifyRsvpFailure(result.error);
    if (failure.kind === 'failed') {
      toast({ title: 'RSVP Failed', description: failure.message, variant: 'destructive' });
    } else {
      onDone(failure);
    }
  };

  return (
    <Card className="pe-rsvp__card">
      <h1 className="pe-rsvp__title">{existing ? 'Change your RSVP' : 'RSVP'}</h1>
      <p className="pe-rsvp__event">{title}</p>
      {requiresApproval && !existing && (
        <p className="pe-rsvp__approval" role="note">
          The host approves each guest: your RSVP is a request until they do.
        </p>
      )}
      <form className="pe-rsvp__form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="pe-rsvp__group">
          <legend>Will you be there?</legend>
          <div className="pe-rsvp__responses">
            {RSVP_RESPONSES.map((response) => (
              <button
                key={response}
                type="button"
                className="pe-choice pe-choice--response"
                aria-pressed={form.response === response}
                onClick={() => setForm((current) => chooseResponse(current, response))}
              >
                <span aria-hidden="true">{RESPONSE_ICONS[response]}</span>
                {RSVP_RESPONSE_LABELS[response]}
              </button>
            ))}
          </div>
        </fieldset>

        <fieldset className="pe-rsvp__group">
          <legend>Your mood (optional)</legend>
          <div className="pe-rsvp__emojis">
            {RSVP_EMOJIS.map((emoji) => (
              <button
                key={emoji}
                type="button"
                className="pe-choice pe-choice--emoji"
                aria-pressed={form.emoji === emoji}
                aria-label={`Mood ${emoji}`}
                onClick={() => setForm((current) => toggleEmoji(current, emoji))}
              >
                {emoji}
              </button>
            ))}
          </div>
        </fieldset>

        <fieldset className="pe-rsvp__group">
          <legend>Bringing guests?</legend>
          <div className="pe-rsvp__guests">
            {PLUS_ONES_OPTIONS.map((plusOnes) => (
              <button
                key={plusOnes}
                type="button"
                className="pe-choice"
                aria-pressed={form.plusOnes === plusOnes}
                onClick={() => setForm((current) => ({ ...current, plusOnes }))}
              >
                {guestsLabel(plusOnes)}
              </button>
            ))}
          </div>
        </fieldset>

        <Field label="Message (optional)">
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              placeholder="Say something to the host and the crew"
              value={form.message}
              onChange={(event) => setForm((current) => ({ ...current, message: event.target.value }))}
            />
          )}
        </Field>

        {/* Looks disabled until a response is chosen but stays clickable, so an attempt can
            explain what is missing (spec 1 §5). */}
        <Button
          type="submit"
          size="lg"
          block
          loading={isLoading}
          aria-disabled={!payload || undefined}
          className={cx(!payload && 'pe-btn--inert')}
        >
          {existing
            ? isLoading
              ? 'Saving...'
              : 'Save Changes'
            : isLoading
              ? 'Submitting...'
              : 'Submit RSVP'}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" block onClick={onCancel} disabled={isLoading}>
            Keep my RSVP as it is
          </Button>
        )}
      </form>
    </Card>
  );
}
