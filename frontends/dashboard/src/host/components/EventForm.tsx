import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { EVENT_FIELDS, EVENT_LIMITS, REVEAL_HOURS, SLUG_MAX_LENGTH } from '@nightlife/domain';
import { readApiFailure } from '@nightlife/api';
import { NETWORK_FAILURE_TEXT } from '../../shared/failure-text';
import { LeaveDialog } from '../../shared/LeaveDialog';
import { useLeaveGuard } from '../../shared/useLeaveGuard';
import { Button, Field, Input, Textarea, toast } from '@nightlife/ui';
import { fieldErrorsOf } from '../../profile/profile-form';
import { FileUploadField } from '../../uploads';
import { EVENT_DRAFT_MAX_AGE_MS, isFormDirty } from '../event-draft.model';
import {
  AGE_OPTIONS,
  GUEST_LIST_OPTIONS,
  PLACEHOLDERS,
  REVEAL_OPTIONS,
  SESSION_EXPIRED_DELAY_MS,
  TIME_OPTIONS,
  saveFailureToasts,
  toEventPayload,
  todayIn,
  validateEventForm,
  withTitle,
  type EventFormState,
} from '../event-form.model';
import { useCreateEventMutation, useListThemesQuery, useUpdateEventMutation } from '../host-api';
import { formToOpen, useEventDraft } from '../hooks/useEventDraft';
import { DraftOfferDialog } from './DraftOfferDialog';
import { EventPreviewButton } from './EventPreview';

export const MY_EVENTS_PATH = '/dashboard?tab=events';

/** The event fields whose rule is a whole number in a range. */
type CountField = {
  [K in keyof typeof EVENT_FIELDS]: (typeof EVENT_FIELDS)[K] extends { kind: 'count' } ? K : never;
}[keyof typeof EVENT_FIELDS];

type Flag =
  | 'unlimitedSpots'
  | 'allowGuestInvites'
  | 'allowReentry'
  | 'requireApproval'
  | 'openInvite'
  | 'isPrivate'
  | 'hasGroupOrder'
  | 'waitlist'
  | 'reconfirm';

interface EventFormProps {
  mode: 'create' | 'edit';
  /** The event being edited. */
  eventId?: string;
  initial: EventFormState;
  hostName: string;
  /** Where this form's draft is kept on the device (eventDraftKey: per user and event). */
  draftKey: string;
}

const DRAFT_DAYS = EVENT_DRAFT_MAX_AGE_MS / (24 * 60 * 60 * 1000);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="db-form-section">
      <legend className="db-form-section__title">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The event create/edit form (spec 2 §2.8), with its floating Create/Update, Preview and Cancel bar. */
export function EventForm({ mode, eventId, initial, hostName, draftKey }: EventFormProps) {
  const navigate = useNavigate();
  const [form, setForm] = useState(() => formToOpen(draftKey, initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(0);
  const [createEvent, creating] = useCreateEventMutation();
  const [updateEvent, updating] = useUpdateEventMutation();
  const { data: themes } = useListThemesQuery();
  const pending = creating.isLoading || updating.isLoading;
  // Issue 22 §5: unsaved changes (or an upload still running) are asked about before any way
  // out, and kept on the device as a draft meanwhile.
  const draft = useEventDraft(draftKey, initial, form);
  const guard = useLeaveGuard(isFormDirty(form, initial) || uploading > 0);

  const set = <K extends keyof EventFormState>(field: K, value: EventFormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    // An edited field's message is out of date.
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _edited, ...rest } = current;
      return rest;
    });
  };
  const textProps = (field: keyof EventFormState & string) => ({
    name: field,
    value: form[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const setReminder = (index: number, change: Partial<EventFormState['reminderHours'][number]>) =>
    set(
      'reminderHours',
      form.reminderHours.map((row, at) => (at === index ? { ...row, ...change } : row)),
    );
  const check = (field: Flag, label: string) => (
    <label className="db-form-check">
      <input
        type="checkbox"
        name={field}
        checked={form[field]}
        onChange={(e) => set(field, e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
  // A whole-number field: its range from the domain's rule (EVENT_FIELDS), which the server checks.
  const countInput = (field: CountField, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          type="number"
          min={EVENT_FIELDS[field].min}
          max={EVENT_FIELDS[field].max}
          inputMode="numeric"
          {...textProps(field)}
        />
      )}
    </Field>
  );
  const timeSelect = (field: 'startTime' | 'endTime', optional: boolean) => (control: object) => (
    <select {...control} className="nl-input" {...textProps(field)}>
      {optional && <option value="">No end time</option>}
      {TIME_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  const busyChange = (busy: boolean) => setUploading((count) => count + (busy ? 1 : -1));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = validateEventForm(form);
    setErrors(local);
    if (Object.keys(local).length > 0) {
      toast({
        title: mode === 'create' ? 'Failed to create event' : 'Failed to update event',
        description: 'Please check all required fields and try again',
        variant: 'destructive',
      });
      return;
    }
    const createEventDto = toEventPayload(form, mode);
    try {
      if (mode === 'create') await createEvent({ createEventDto }).unwrap();
      else await updateEvent({ event: eventId as string, createEventDto }).unwrap();
      toast({
        title: mode === 'create' ? 'Event created!' : 'Event updated!',
        description: form.title,
        variant: 'success',
      });
      // Spec 2 §2.8: the form resets and the view returns to My Events, Hosting; nothing is left
      // to keep or to ask about.
      draft.clear();
      guard.release();
      setForm(initial);
      void navigate(MY_EVENTS_PATH);
    } catch (error) {
      const failure = readApiFailure(error);
      setErrors(fieldErrorsOf(failure));
      const texts = saveFailureToasts(mode, {
        status: failure.kind === 'http' ? failure.status : null,
        detail: failure.kind === 'http' ? failure.detail : NETWORK_FAILURE_TEXT,
      });
      toast({ title: texts.title, description: texts.description, variant: 'destructive' });
      const followUp = texts.followUp;
      if (followUp) {
        setTimeout(() => toast({ title: followUp, variant: 'destructive' }), SESSION_EXPIRED_DELAY_MS);
      }
    }
  };

  const submitLabel =
    mode === 'create' ? (pending ? 'Creating...' : 'Create Event') : pending ? 'Updating...' : 'Update Event';

  return (
    <form
      className="db-event-form"
      noValidate
      onSubmit={submit}
      aria-label={mode === 'create' ? 'Create event' : 'Edit event'}
    >
      <Section title="Basics">
        <Field label="Event title" required error={errors.title}>
          {(control) => (
            <Input
              {...control}
              {...textProps('title')}
              onChange={(event) => {
                setForm((current) => withTitle(current, event.target.value));
                setErrors(({ title: _edited, ...rest }) => rest);
              }}
              maxLength={EVENT_LIMITS.title}
            />
          )}
        </Field>
        {mode === 'create' ? (
          <Field
            label="Event address"
            hint={`/event/${form.slug.trim() || 'your-event'}; a number is added if it is taken`}
            error={errors.slug}
          >
            {(control) => (
              <Input
                {...control}
                {...textProps('slug')}
                onChange={(event) => {
                  set('slug', event.target.value);
                  set('slugTouched', true);
                }}
                maxLength={SLUG_MAX_LENGTH}
              />
            )}
          </Field>
        ) : (
          <p className="db-form-note">Event address: /event/{form.slug}</p>
        )}
        <Field label="Tagline" error={errors.tagline}>
          {(control) => <Input {...control} {...textProps('tagline')} maxLength={EVENT_LIMITS.tagline} />}
        </Field>
        <div className="db-form-row">
          <Field label="Date" required error={errors.eventDate} hint={`Times are in ${form.timeZone}`}>
            {(control) => (
              <Input {...control} type="date" min={todayIn(form.timeZone)} {...textProps('eventDate')} />
            )}
          </Field>
          <Field label="Start time" error={errors.startTime}>
            {timeSelect('startTime', false)}
          </Field>
          <Field label="End time" error={errors.endTime}>
            {timeSelect('endTime', true)}
          </Field>
        </div>
        <Field label="Location" error={errors.location}>
          {(control) => (
            <Input
              {...control}
              {...textProps('location')}
              placeholder={PLACEHOLDERS.location}
              maxLength={EVENT_LIMITS.location}
            />
          )}
        </Field>
        <div className="db-form-row">
          <Field label="Who sees the location" error={errors.locationReveal}>
            {(control) => (
              <select
                {...control}
                className="nl-input"
                value={form.revealMode}
                onChange={(e) => set('revealMode', e.target.value as EventFormState['revealMode'])}
              >
                {REVEAL_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {form.revealMode === 'before-start' && (
            <Field label="Hours before the start" hint={`${REVEAL_HOURS.min} to ${REVEAL_HOURS.max}`}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={REVEAL_HOURS.min}
                  max={REVEAL_HOURS.max}
                  {...textProps('revealHours')}
                />
              )}
            </Field>
          )}
        </div>
        <Field
          label="Door instructions"
          hint="Shown with the location, to the same guests at the same time"
          error={errors.doorInstructions}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              placeholder="Ring the blue door, say the password"
              maxLength={EVENT_LIMITS.doorInstructions}
              {...textProps('doorInstructions')}
            />
          )}
        </Field>
      </Section>

      <Section title="Capacity & Pricing">
        {check('unlimitedSpots', 'Unlimited spots')}
        <div className="db-form-row">
          {!form.unlimitedSpots && (
            <Field label="Max capacity" error={errors.maxCapacity}>
              {(control) => (
                <Input {...control} type="number" min={1} inputMode="numeric" {...textProps('maxCapacity')} />
              )}
            </Field>
          )}
          <Field label="Price" error={errors.price}>
            {(control) => (
              <Input
                {...control}
                {...textProps('price')}
                placeholder="$20 before 11pm"
                maxLength={EVENT_LIMITS.price}
              />
            )}
          </Field>
          <Field label="Age restriction" error={errors.ageRestriction}>
            {(control) => (
              <select {...control} className="nl-input" {...textProps('ageRestriction')}>
                {AGE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </Section>

      <Section title="Media & Tickets">
        <div className="db-form-row">
          <FileUploadField
            kind="flyer-image"
            label="Flyer image"
            value={form.flyerImageUrl || null}
            onChange={(url) => set('flyerImageUrl', url ?? '')}
            onBusyChange={busyChange}
          />
          <FileUploadField
            kind="flyer-video"
            label="Flyer video"
            value={form.flyerVideoUrl || null}
            onChange={(url) => set('flyerVideoUrl', url ?? '')}
            onBusyChange={busyChange}
          />
        </div>
        {(errors.flyerImageUrl || errors.flyerVideoUrl) && (
          <p className="nl-field__error" role="alert">
            {errors.flyerImageUrl ?? errors.flyerVideoUrl}
          </p>
        )}
        <div className="db-form-row">
          <Field label="Ticket URL" error={errors.ticketUrl}>
            {(control) => (
              <Input {...control} type="url" {...textProps('ticketUrl')} placeholder="https://" />
            )}
          </Field>
          <Field label="Button label" error={errors.ctaButtonLabel}>
            {(control) => (
              <Input {...control} {...textProps('ctaButtonLabel')} maxLength={EVENT_LIMITS.ctaButtonLabel} />
            )}
          </Field>
        </div>
      </Section>

      <Section title="Event Details">
        <Field label="Description" error={errors.description}>
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              {...textProps('description')}
              placeholder={PLACEHOLDERS.description}
            />
          )}
        </Field>
        <Field label="Highlights" hint="One per line" error={errors.highlights}>
          {(control) => <Textarea {...control} rows={4} {...textProps('highlights')} />}
        </Field>
        <Field
          label="Music genres"
          hint={`One per line, up to ${EVENT_FIELDS.musicGenres.maxEntries}`}
          error={errors.musicGenres}
        >
          {/* Room for every genre allowed, one per line. */}
          {(control) => (
            <Textarea {...control} rows={5} placeholder={'House\nDisco'} {...textProps('musicGenres')} />
          )}
        </Field>
        <Field label="Dress code" error={errors.dressCode}>
          {(control) => <Input {...control} {...textProps('dressCode')} maxLength={EVENT_LIMITS.dressCode} />}
        </Field>
        <div className="db-form-row">
          <Field label="Gallery images" hint="One address per line" error={errors.galleryImages}>
            {(control) => <Textarea {...control} rows={3} {...textProps('galleryImages')} />}
          </Field>
          <Field label="Gallery videos" hint="One address per line" error={errors.galleryVideos}>
            {(control) => <Textarea {...control} rows={3} {...textProps('galleryVideos')} />}
          </Field>
        </div>
        <div className="db-form-row">
          <Field label="Partner names" hint="One per line" error={errors.partnerNames}>
            {(control) => <Textarea {...control} rows={3} {...textProps('partnerNames')} />}
          </Field>
          <Field label="Partner logos" hint="One address per line" error={errors.partnerLogos}>
            {(control) => <Textarea {...control} rows={3} {...textProps('partnerLogos')} />}
          </Field>
        </div>
        <div className="db-form-row">
          <Field label="Playlist link" error={errors.playlistLink}>
            {(control) => (
              <Input {...control} type="url" {...textProps('playlistLink')} placeholder="https://" />
            )}
          </Field>
          <Field label="Registry link" error={errors.registryLink}>
            {(control) => (
              <Input {...control} type="url" {...textProps('registryLink')} placeholder="https://" />
            )}
          </Field>
        </div>
      </Section>

      <Section title="RSVP & Guest Settings">
        {check('isPrivate', 'Invite only (not listed; guests need your invite link to see it and RSVP)')}
        {form.isPrivate && (
          <p className="db-form-note">
            After saving, copy the invite link from Manage Tickets. With Open invite on, guests who hold a
            place can share it too.
          </p>
        )}
        <Field
          label="Who sees the guest list"
          hint="Guests can also hide themselves from it; you always see everyone"
          error={errors.guestListVisibility}
        >
          {(control) => (
            <select {...control} className="nl-input" {...textProps('guestListVisibility')}>
              {GUEST_LIST_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {check('allowGuestInvites', 'Allow guest invites')}
        {check('allowReentry', 'Allow re-entry (guests who leave may come back in)')}
        {check('requireApproval', 'Require approval')}
        {check('waitlist', 'Waitlist when full (freed places go to waiting guests in order)')}
        {form.waitlist &&
          countInput(
            'waitlistOfferHours',
            'Hours to accept a waitlist offer',
            'Shorter as the start nears: at most half the time left, at least 15 minutes',
          )}
        {check(
          'openInvite',
          form.isPrivate ? 'Open invite (guests may share the invite link)' : 'Open invite (anyone can join)',
        )}
        {check('hasGroupOrder', 'Enable group orders')}
        {check(
          'reconfirm',
          'Ask going guests to reconfirm on the day (unconfirmed places go to the waitlist)',
        )}
        {form.reconfirm && (
          <div className="db-form-row">
            {countInput('reconfirmAskHours', 'Ask, hours before the start')}
            {countInput('reconfirmDeadlineHours', 'Release, hours before the start')}
          </div>
        )}
      </Section>

      <Section title="Reminders">
        <p className="db-form-check__hint" id="reminders-hint">
          Each reminder goes to the guests who hold a place, in their inbox and by email, with the time, the
          address once they may see it, and their ticket.
        </p>
        {form.reminderHours.map((row, index) => (
          <div className="db-form-check db-form-reminder" key={index}>
            <input
              type="checkbox"
              id={`reminder-${index}`}
              checked={row.on}
              aria-label={`Send reminder ${index + 1}`}
              aria-describedby="reminders-hint"
              onChange={(e) => setReminder(index, { on: e.target.checked })}
            />
            <input
              className="nl-input db-form-reminder__hours"
              type="number"
              inputMode="numeric"
              min={EVENT_FIELDS.reminderHours.min}
              max={EVENT_FIELDS.reminderHours.max}
              aria-label={`Reminder ${index + 1}: hours before the start`}
              value={row.hours}
              disabled={!row.on}
              onChange={(e) => setReminder(index, { hours: e.target.value })}
            />
            <label htmlFor={`reminder-${index}`}>hours before the start</label>
          </div>
        ))}
        {errors.reminderHours && (
          <p className="nl-field__error" role="alert">
            {errors.reminderHours}
          </p>
        )}
      </Section>

      <Section title="Publishing Options">
        <label className="db-form-check">
          <input
            type="radio"
            name="publishing"
            checked={!form.isDraft}
            onChange={() => set('isDraft', false)}
          />
          <span>
            Published <span className="db-form-check__hint">Event is live and visible to everyone</span>
          </span>
        </label>
        <label className="db-form-check">
          <input
            type="radio"
            name="publishing"
            checked={form.isDraft}
            onChange={() => set('isDraft', true)}
          />
          <span>
            Draft <span className="db-form-check__hint">Save for later, not visible to public</span>
          </span>
        </label>
      </Section>

      <Section title="Theme">
        <div className="db-themes" role="radiogroup" aria-label="Theme">
          {(themes ?? []).map((theme) => (
            <label key={theme.id} className="db-theme" data-selected={form.themeId === theme.id}>
              <input
                type="radio"
                name="themeId"
                value={theme.id}
                checked={form.themeId === theme.id}
                onChange={() => set('themeId', theme.id)}
              />
              <span
                className="db-theme__swatch"
                aria-hidden="true"
                style={{ background: theme.colorScheme.background, borderColor: theme.colorScheme.primary }}
              >
                <span style={{ background: theme.colorScheme.primary }} />
                <span style={{ background: theme.colorScheme.secondary }} />
                <span style={{ background: theme.colorScheme.accent }} />
              </span>
              <span className="db-theme__name">{theme.name}</span>
            </label>
          ))}
        </div>
        {errors.themeId && (
          <p className="nl-field__error" role="alert">
            {errors.themeId}
          </p>
        )}
      </Section>

      <div className="db-form-bar">
        <Button type="submit" variant="primary" disabled={pending || uploading > 0}>
          {submitLabel}
        </Button>
        <EventPreviewButton form={form} themes={themes} hostName={hostName} />
        <Button type="button" variant="ghost" onClick={() => void navigate(MY_EVENTS_PATH)}>
          Cancel
        </Button>
      </div>
      {/* Dialogs: they open in a portal, outside the form. */}
      <LeaveDialog
        blocker={guard.blocker}
        description={`Your changes to this event are not saved. A draft stays on this device for ${DRAFT_DAYS} days, so you can restore it when you come back.`}
      />
      <DraftOfferDialog
        offer={draft.offer}
        onRestore={(offer) => {
          setForm(offer.form);
          draft.restored();
        }}
        onDiscard={draft.discard}
        onDismiss={draft.dismiss}
      />
    </form>
  );
}
