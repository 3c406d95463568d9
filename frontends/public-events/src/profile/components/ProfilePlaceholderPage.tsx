import { useNavigate, useParams } from 'react-router';
import { Button, Card } from '@nightlife/ui';

/** Public profiles arrive in a later release; until then the route says so plainly. */
export function ProfilePlaceholderPage() {
  const { username = '' } = useParams();
  const navigate = useNavigate();
  // With no page to go back to (a shared link), "back" means the event list.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/events'));

  return (
    <div className="pe-page pe-profile">
      <Card glow="violet" className="pe-profile__card">
        <div className="pe-profile__avatar" aria-hidden="true">
          {username.charAt(0).toUpperCase() || '?'}
        </div>
        <h1 className="pe-profile__handle">@{username}</h1>
        <p className="pe-profile__note">Profiles are coming soon.</p>
        <p className="pe-profile__detail">
          Soon you’ll see their upcoming parties, RSVPs and socials right here.
        </p>
        <Button variant="secondary" onClick={goBack}>
          Go Back
        </Button>
      </Card>
    </div>
  );
}
