import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  PROFILE_MESSAGES,
  FIELD_LIMITS,
  PROFILE_LIMITS,
  type SocialField,
  avatarInitial,
} from '@nightlife/domain';
import { readApiFailure } from '@nightlife/api';
import { Button, EmptyState, Field, Input, Spinner, buttonClassName, toast } from '@nightlife/ui';
import {
  useGetOwnProfileQuery,
  useUpdateProfileEnhancedMutation,
  type OwnProfile,
} from '../api/accounts-api';
import { useSessionUser } from '../account/hooks/useSessionUser';
import {
  checkNames,
  fieldErrorsOf,
  profileBody,
  profileFormValues,
  saveFailureMessage,
  type ProfileFormValues,
} from './profile-form';
import { AvatarPicker } from '../uploads';
import { BioField } from './components/BioField';
import { SocialFields } from './components/SocialFields';
import { TagsField } from './components/TagsField';
import '../shared/panel.css';
import './profile.css';

type Errors = Partial<Record<string, string>>;

// The QR panel, its drawing code and styles load after the editor shows.
const QrPanel = lazy(async () => {
  const [{ QrPanel: Panel }] = await Promise.all([import('../qr/QrPanel'), import('../qr/qr.css')]);
  return { default: Panel };
});

function ProfileEditor({ profile }: { profile: OwnProfile }) {
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [save, { isLoading: saving }] = useUpdateProfileEnhancedMutation();
  const [removeAvatar, { isLoading: removing }] = useUpdateProfileEnhancedMutation();

  const set = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nameError = checkNames(values);
    if (nameError) {
      setErrors({ firstName: nameError, lastName: nameError });
      toast({ title: PROFILE_MESSAGES.updateFailed, description: nameError, variant: 'destructive' });
      return;
    }
    try {
      const saved = await save({ updateProfileDto: profileBody(values) }).unwrap();
      setValues(profileFormValues(saved));
      setErrors({});
      toast({
        title: 'Profile updated',
        description: 'Your public profile shows the changes.',
        variant: 'success',
      });
    } catch (error) {
      const failure = readApiFailure(error);
      setErrors(fieldErrorsOf(failure));
      toast({
        title: PROFILE_MESSAGES.updateFailed,
        description: saveFailureMessage(failure, 'Please check the highlighted fields.'),
        variant: 'destructive',
      });
    }
  };

  // The picker keeps showing what it uploaded: a removal starts it afresh.
  const [removals, setRemovals] = useState(0);
  const onRemoveAvatar = async () => {
    const result = await removeAvatar({ updateProfileDto: { avatar: null } });
    if ('error' in result) toast({ title: PROFILE_MESSAGES.updateFailed, variant: 'destructive' });
    else setRemovals((count) => count + 1);
  };

  const text = (field: 'firstName' | 'lastName' | 'username' | 'location', label: string, max: number) => (
    <Field label={label} error={errors[field]} required={field !== 'location'}>
      {(control) => (
        <Input
          {...control}
          name={field}
          maxLength={max}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form className="db-profile-editor" noValidate onSubmit={submit}>
      <section className="db-panel" aria-labelledby="profile-picture-heading">
        <h2 id="profile-picture-heading" className="db-panel__title">
          Profile picture
        </h2>
        <div className="db-avatar-row">
          <AvatarPicker key={removals} currentUrl={profile.avatar} fallback={avatarInitial(values)} />
          {profile.avatar && (
            <Button variant="ghost" size="sm" loading={removing} onClick={() => void onRemoveAvatar()}>
              Remove picture
            </Button>
          )}
        </div>
      </section>

      <section className="db-panel" aria-labelledby="profile-about-heading">
        <h2 id="profile-about-heading" className="db-panel__title">
          About you
        </h2>
        <div className="db-form__row">
          {text('firstName', 'First name', FIELD_LIMITS.firstName.max)}
          {text('lastName', 'Last name', FIELD_LIMITS.lastName.max)}
        </div>
        <div className="db-form__row">
          {text('username', 'Username', FIELD_LIMITS.username.max)}
          {text('location', 'Location', PROFILE_LIMITS.location)}
        </div>
        <BioField value={values.bio} onChange={(bio) => set('bio', bio)} error={errors.bio} />
        <TagsField
          tags={values.eventTags}
          onChange={(tags) => set('eventTags', tags)}
          error={errors.eventTags}
        />
        <label className="db-check">
          <input
            type="checkbox"
            name="isPromoter"
            checked={values.isPromoter}
            onChange={(event) => set('isPromoter', event.target.checked)}
          />
          <span>
            I’m a promoter{' '}
            <span className="db-check__hint">(my profile shows “Book Event” instead of Connect)</span>
          </span>
        </label>
      </section>

      <section className="db-panel" aria-labelledby="profile-socials-heading">
        <h2 id="profile-socials-heading" className="db-panel__title">
          Socials
        </h2>
        <SocialFields
          values={values}
          errors={errors}
          onChange={(field: SocialField, value) => set(field, value)}
        />
      </section>

      <div className="db-profile-editor__bar">
        <Link
          className={buttonClassName({ variant: 'ghost' })}
          to={`/${encodeURIComponent(profile.username)}`}
        >
          View public profile
        </Link>
        <Button type="submit" variant="primary" loading={saving}>
          {saving ? 'Saving...' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}

/** Dashboard tab Profile (spec 2 §2.6): the enhanced profile editor and the QR panel. Reads the session itself. */
export function ProfileTab() {
  const { loading, user } = useSessionUser();
  const { data: profile, isLoading, isError } = useGetOwnProfileQuery(undefined, { skip: !user });
  if (loading || isLoading) return <Spinner size="lg" label="Loading your profile" />;
  if (!user) {
    return (
      <EmptyState
        title="Please log in to edit your profile"
        action={
          <Link className={buttonClassName({ variant: 'primary' })} to="/login">
            Log in
          </Link>
        }
      />
    );
  }
  if (isError || !profile)
    return <EmptyState title={PROFILE_MESSAGES.notFound} description="Please reload the page." />;
  // A profile saved elsewhere (profile setup, another tab) starts the editor afresh. The QR
  // panel (spec 2 §2.9) shows once the profile exists.
  return (
    <>
      <ProfileEditor key={JSON.stringify(profileFormValues(profile))} profile={profile} />
      <Suspense fallback={<Spinner label="Loading your QR codes" />}>
        <QrPanel username={profile.username} />
      </Suspense>
    </>
  );
}
