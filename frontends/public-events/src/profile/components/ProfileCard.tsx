import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Badge } from '@nightlife/ui';
import type { PublicProfile } from '../../api/actions-api';
import { avatarInitial, resolveTheme } from '@nightlife/domain';
import { joinedText, profileView, qrTargetUrl, socialButtons } from '../profile.model';
import { themeParticles } from '../../event-page/event-page.model';
import { ThemeGlyphs } from '../../event-page/components/ThemeGlyphs';
import { ProfileActions } from './ProfileActions';
import { ProfileEventTabs } from './ProfileEventTabs';

// The QR code's drawing code loads the first time someone opens it.
const QrOverlay = lazy(async () => ({ default: (await import('./QrOverlay')).QrOverlay }));

/** Everything spec 2 §2.11 shows of a user. */
export function ProfileCard({ profile }: { profile: PublicProfile }) {
  const { user, stats } = profile;
  const view = profileView(profile);
  const socials = socialButtons(user);
  // The user's theme floats its glyphs behind the profile, as an event's theme does on its page.
  const theme = resolveTheme(user.themeId);
  const [qrOpen, setQrOpen] = useState(false);
  const [qrWanted, setQrWanted] = useState(false);
  const showQr = () => {
    setQrWanted(true);
    setQrOpen(true);
  };

  return (
    <div className="pe-page pe-profile" style={{ '--pe-accent': theme.colorScheme.accent } as CSSProperties}>
      {user.themeId && <ThemeGlyphs glyphs={themeParticles(theme)} />}
      <article className="pe-profile__card" aria-labelledby="profile-name">
        <header className="pe-profile__header">
          {user.avatar ? (
            <img className="pe-profile__avatar" src={user.avatar} alt="" />
          ) : (
            <span className="pe-profile__avatar" aria-hidden="true">
              {avatarInitial(user)}
            </span>
          )}
          <div className="pe-profile__identity">
            <h1 id="profile-name" className="pe-profile__name">
              {view.name}
              {user.isVerified && (
                <span className="pe-profile__verified" title="Verified" aria-label="Verified">
                  ✔
                </span>
              )}
            </h1>
            <p className="pe-profile__handle">@{user.username}</p>
            <p className="pe-profile__meta">
              <span>{joinedText(user.createdAt)}</span>
              {user.location && <span>📍 {user.location}</span>}
            </p>
          </div>
        </header>

        {user.bio && <p className="pe-profile__bio">{user.bio}</p>}

        <ul className="pe-profile__tags" aria-label="Tags">
          {view.tags.map((tag) => (
            <li key={tag} className="pe-profile__tag">
              {tag}
            </li>
          ))}
        </ul>

        <dl className="pe-profile__stats">
          <div>
            <dt>Events</dt>
            <dd>{stats.events}</dd>
          </div>
          <div>
            <dt>RSVPs</dt>
            <dd>{stats.rsvps}</dd>
          </div>
          <div>
            <dt>Level</dt>
            <dd>
              <Badge variant="live" className="pe-profile__level">
                {user.nightlifeLevel}
              </Badge>
            </dd>
          </div>
        </dl>

        {socials.length > 0 && (
          <nav className="pe-profile__socials" aria-label="Social links">
            {socials.map((social) => (
              <a
                key={social.label}
                className="pe-profile__social"
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {social.label}
              </a>
            ))}
          </nav>
        )}

        <ProfileActions user={user} onShowQr={showQr} />
      </article>

      <section className="pe-profile__card pe-profile__activity" aria-label="Events">
        <ProfileEventTabs view={view} />
      </section>

      {qrWanted && (
        <Suspense fallback={null}>
          <QrOverlay
            open={qrOpen}
            onOpenChange={setQrOpen}
            url={qrTargetUrl(window.location.origin, user.id)}
            name={view.name}
          />
        </Suspense>
      )}
    </div>
  );
}
