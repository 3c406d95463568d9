import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FIELD_LIMITS, PROFILE_MESSAGES, type SocialField, avatarInitial } from '@nightlife/domain';
import { readApiFailure } from '@nightlife/api';
import { Button, Field, Input, toast } from '@nightlife/ui';
import {
  useGetOwnProfileQuery,
  useUpdateProfileEnhancedMutation,
  type OwnProfile,
} from '../../api/accounts-api';
import { BioField } from '../../profile/components/BioField';
import { SocialFields } from '../../profile/components/SocialFields';
import {
  checkNames,
  fieldErrorsOf,
  saveFailureMessage,
  socialBody,
  socialValuesOf,
  type SocialValues,
} from '../../profile/profile-form';
import { AvatarPicker } from '../../uploads';
import { redirectQuery, verificationPath } from '../../auth/redirect.policy';
import { useSessionUser } from '../hooks/useSessionUser';
import { AccountLoading, AccountShell } from './AccountShell';
import '../../profile/profile.css';

/** Spec 2 §2.5 / §9: an unauthenticated visitor is sent to /signup after 1 s. */
const SIGNED_OUT_REDIRECT_MS = 1000;
const STEPS = 2;

type Errors = Partial<Record<string, string>>;

function useSaveProfile() {
  const [save, { isLoading }] = useUpdateProfileEnhancedMutation();
  const [errors, setErrors] = useState<Errors>({});
  const run = async (body: Parameters<typeof save>[0]['updateProfileDto']): Promise<boolean> => {
    try {
      await save({ updateProfileDto: body }).unwrap();
      setErrors({});
      return true;
    } catch (error) {
      const failure = readApiFailure(error);
      setErrors(fieldErrorsOf(failure));
      toast({
        title: PROFILE_MESSAGES.updateFailed,
        description: saveFailureMessage(failure, 'Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };
  return { run, saving: isLoading, errors, setErrors };
}

function Progress({ step }: { step: number }) {
  return (
    <div className="db-wizard__progress">
      <p className="db-wizard__step">
        Step {step} of {STEPS}
      </p>
      <div
        className="db-wizard__bar"
        role="progressbar"
        aria-label="Profile setup progress"
        aria-valuemin={0}
        aria-valuemax={STEPS}
        aria-valuenow={step}
      >
        <div className="db-wizard__fill" style={{ width: `${(step / STEPS) * 100}%` }} />
      </div>
    </div>
  );
}

function SetupWizard({ profile, redirect }: { profile: OwnProfile; redirect: string | null }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [names, setNames] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    bio: profile.bio ?? '',
  });
  const [socials, setSocials] = useState<SocialValues>(() => socialValuesOf(profile));
  const { run, saving, errors, setErrors } = useSaveProfile();

  const setName = (field: 'firstName' | 'lastName', value: string) => {
    setNames((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, firstName: undefined, lastName: undefined }));
  };

  // Step 1 'Continue' saves name and bio (spec 2 §2.5).
  const onContinue = async (event: FormEvent) => {
    event.preventDefault();
    const nameError = checkNames(names);
    if (nameError) {
      // Under the blank one(s), in the spec's words.
      setErrors({
        firstName: names.firstName.trim() ? undefined : nameError,
        lastName: names.lastName.trim() ? undefined : nameError,
      });
      return;
    }
    if (await run(names)) setStep(2);
  };

  const onFinish = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(socialBody(socials))) navigate(verificationPath(redirect));
  };

  return (
    <div className="db-wizard">
      <Progress step={step} />
      {step === 1 ? (
        <form className="db-form" noValidate onSubmit={onContinue} aria-labelledby="setup-step-title">
          <h2 id="setup-step-title" className="db-wizard__title">
            Tell Us About You
          </h2>
          {/* The picker shows the picture at once and sets it as the avatar on the server. */}
          <AvatarPicker
            currentUrl={profile.avatar}
            fallback={avatarInitial({ firstName: names.firstName, username: profile.username })}
          />
          <div className="db-form__row">
            {(['firstName', 'lastName'] as const).map((field) => (
              <Field
                key={field}
                label={field === 'firstName' ? 'First name' : 'Last name'}
                required
                error={errors[field]}
              >
                {(control) => (
                  <Input
                    {...control}
                    name={field}
                    autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
                    maxLength={FIELD_LIMITS[field].max}
                    value={names[field]}
                    onChange={(event) => setName(field, event.target.value)}
                  />
                )}
              </Field>
            ))}
          </div>
          <BioField
            value={names.bio}
            onChange={(bio) => setNames((current) => ({ ...current, bio }))}
            error={errors.bio}
          />
          <div className="db-wizard__nav">
            <Button type="submit" variant="primary" size="lg" loading={saving}>
              Continue
            </Button>
          </div>
        </form>
      ) : (
        <form className="db-form" noValidate onSubmit={onFinish} aria-labelledby="setup-step-title">
          <h2 id="setup-step-title" className="db-wizard__title">
            Connect Socials
          </h2>
          <p className="db-wizard__lead">All optional: add the ones you want on your profile.</p>
          <SocialFields
            values={socials}
            errors={errors}
            onChange={(field: SocialField, value) =>
              setSocials((current) => ({ ...current, [field]: value }))
            }
          />
          <div className="db-wizard__nav">
            <Button variant="secondary" size="lg" onClick={() => setStep(1)} disabled={saving}>
              Back
            </Button>
            <Button type="submit" variant="primary" size="lg" loading={saving}>
              Finish
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

export function ProfileSetupPage() {
  const { loading, user } = useSessionUser();
  const { data: profile, isLoading } = useGetOwnProfileQuery(undefined, { skip: !user });
  const navigate = useNavigate();
  const redirect = useSearchParams()[0].get('redirect');
  const signedOut = !loading && !user;

  useEffect(() => {
    if (!signedOut) return undefined;
    const timer = window.setTimeout(
      () => navigate(`/signup${redirectQuery(redirect)}`, { replace: true }),
      SIGNED_OUT_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [signedOut, navigate, redirect]);

  if (loading || (user && isLoading)) return <AccountLoading />;
  if (!user) {
    return (
      <AccountShell
        eyebrow="Profile setup"
        title="Create an account first"
        lead="You need an account to set up a profile. Taking you to sign up…"
      />
    );
  }
  return (
    <AccountShell
      eyebrow="Profile setup"
      title={`Welcome, ${user.firstName}!`}
      lead="Two quick steps and your profile is ready."
    >
      {profile ? (
        <SetupWizard profile={profile} redirect={redirect} />
      ) : (
        <p role="alert">{PROFILE_MESSAGES.notFound}</p>
      )}
    </AccountShell>
  );
}
