import { useNavigate } from 'react-router';
import { Button, EmptyState } from '@nightlife/ui';
import { PROFILE_MESSAGES } from '@nightlife/domain';

/** Spec 2 §8: the profile could not be loaded. */
export function ProfileNotFound() {
  const navigate = useNavigate();
  // With no page to go back to (a shared link), "back" means the event list.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/events'));
  return (
    <div className="pe-page pe-profile pe-profile--missing">
      <EmptyState
        icon="👤"
        title={PROFILE_MESSAGES.notFound}
        description="We couldn't load this profile. The user may not exist or may have been removed."
        action={
          <Button variant="secondary" onClick={goBack}>
            Go Back
          </Button>
        }
      />
    </div>
  );
}
