import type { CSSProperties } from 'react';
import {
  describeEventTime,
  isValidDateKey,
  isValidTimeZone,
  isValidWallTime,
  resolveTheme,
  storedFieldValue,
  themeTextColor,
  zonedDateTimeToInstant,
  type Theme,
} from '@nightlife/domain';
import { Badge, Button, Dialog, DialogContent, DialogTrigger } from '@nightlife/ui';
import { listOf, type EventFormState } from '../event-form.model';

function whenText(form: EventFormState): string {
  if (!isValidDateKey(form.eventDate) || !isValidTimeZone(form.timeZone)) return 'Date to be announced';
  const start = isValidWallTime(form.startTime) ? form.startTime : '20:00';
  const startsAt = zonedDateTimeToInstant(form.eventDate, start, form.timeZone);
  const endsAt = isValidWallTime(form.endTime)
    ? zonedDateTimeToInstant(form.eventDate, form.endTime, form.timeZone)
    : null;
  const text = describeEventTime({ startsAt, endsAt, timeZone: form.timeZone });
  return `${text.eventDate} · ${text.eventTime}`;
}

function themeVars(theme: Theme): CSSProperties {
  const { background, primary, secondary, accent } = theme.colorScheme;
  return {
    '--db-preview-bg': background,
    '--db-preview-primary': primary,
    '--db-preview-secondary': secondary,
    '--db-preview-accent': accent,
  } as CSSProperties;
}

/** The event as its page would show it, on a phone-sized screen (spec 2 §2.8): an upcoming draft, 0 RSVPs. */
function PhonePreview({ form, theme, hostName }: { form: EventFormState; theme: Theme; hostName: string }) {
  const highlights = listOf(form.highlights);
  const genres = storedFieldValue('musicGenres', [form.musicGenres]);
  const capacity = form.unlimitedSpots ? 'Unlimited spots' : `Max ${form.maxCapacity || '?'} people`;
  return (
    <div
      className={`db-preview db-preview--${themeTextColor(theme)}-text`}
      style={themeVars(theme)}
      data-testid="event-preview"
      data-theme={theme.id}
    >
      <div className="db-preview__glyphs" aria-hidden="true">
        {theme.backgroundElements.slice(0, 8).map((glyph, index) => (
          <span key={index}>{glyph}</span>
        ))}
      </div>
      <div className="db-preview__badges">
        <Badge variant="live">UPCOMING EVENT</Badge>
        <Badge variant="draft">Draft</Badge>
      </div>
      {form.flyerImageUrl ? (
        <img className="db-preview__flyer" src={form.flyerImageUrl} alt="Event flyer" />
      ) : form.flyerVideoUrl ? (
        <video
          className="db-preview__flyer"
          src={form.flyerVideoUrl}
          muted
          playsInline
          aria-label="Event flyer video"
        />
      ) : null}
      <h2 className="db-preview__title">{form.title.trim() || 'Your event title'}</h2>
      {form.tagline.trim() && <p className="db-preview__tagline">{form.tagline}</p>}
      {genres.length > 0 && (
        <ul className="nl-pill-list db-preview__genres" aria-label="Music genres">
          {genres.map((genre) => (
            <li key={genre}>{genre}</li>
          ))}
        </ul>
      )}
      <dl className="db-preview__counts">
        <div>
          <dt>Going</dt>
          <dd>0</dd>
        </div>
        <div>
          <dt>Maybe</dt>
          <dd>0</dd>
        </div>
        <div>
          <dt>Can't Go</dt>
          <dd>0</dd>
        </div>
      </dl>
      <span className="db-preview__cta">RSVP NOW!</span>
      <section className="db-preview__details">
        <h3>Event Details</h3>
        <p>{whenText(form)}</p>
        {form.location.trim() && <p>{form.location}</p>}
        {form.price.trim() && <p>{form.price}</p>}
        <p>{form.ageRestriction}</p>
        <p>{capacity}</p>
        {form.dressCode.trim() && <p>Dress code: {form.dressCode}</p>}
        {highlights.length > 0 && (
          <ul>
            {highlights.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
        {form.ticketUrl.trim() && (
          <span className="db-preview__cta">{form.ctaButtonLabel.trim() || 'Buy Tickets'}</span>
        )}
      </section>
      {form.description.trim() && (
        <section className="db-preview__details">
          <h3>What to Expect</h3>
          <p>{form.description}</p>
        </section>
      )}
      <span className="db-preview__created-by">created by {hostName}</span>
    </div>
  );
}

/** The Preview button of the form and its phone-sized dialog under the chosen theme. */
export function EventPreviewButton({
  form,
  themes,
  hostName,
}: {
  form: EventFormState;
  themes: readonly Theme[] | undefined;
  hostName: string;
}) {
  const theme = themes?.find((candidate) => candidate.id === form.themeId) ?? resolveTheme(form.themeId);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary">
          Preview
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Preview"
        description={`As guests will see it, in ${theme.name}`}
        className="db-preview-dialog"
      >
        <PhonePreview form={form} theme={theme} hostName={hostName} />
      </DialogContent>
    </Dialog>
  );
}
