import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Redirect } from '../../shared/Redirect';
import { buttonClassName } from '@nightlife/ui';
import { useSessionUser } from '../../account/hooks/useSessionUser';
import { AccountLoading } from '../../account/components/AccountShell';
import { afterVerificationPath, loginThenVerificationPath } from '../../auth/redirect.policy';
import { AFTER_SENT_REDIRECT_MS, redirectingText, smsLink, VERIFICATION_SMS } from '../verification.config';
import '../verification.css';

/**
 * The SMS prompt after setup and login (spec 2 §2.10): text the secret code, or skip. Either way
 * the user goes on to the `redirect` they came with (an RSVP, say), else to the dashboard.
 */
export function VerificationPage() {
  const { loading, user } = useSessionUser();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const rawRedirect = useSearchParams()[0].get('redirect');
  const next = afterVerificationPath(rawRedirect);

  useEffect(() => {
    if (!sent) return undefined;
    const timer = window.setTimeout(() => navigate(next), AFTER_SENT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate, next]);

  if (loading) return <AccountLoading />;
  // Signed out: log in first, then back here (and on to the redirect, when there is one).
  if (!user) return <Redirect to={loginThenVerificationPath(rawRedirect)} />;

  return (
    <div className="db-verify">
      <section className="db-verify__card" aria-labelledby="verify-title">
        <p className="db-verify__emoji" aria-hidden="true">
          📲
        </p>
        <h1 id="verify-title" className="db-verify__title">
          Almost done!
        </h1>
        <p className="db-verify__text">Text us the secret code to get verified updates</p>
        <p className="db-verify__code" aria-label={`Secret code ${VERIFICATION_SMS.code}`}>
          {VERIFICATION_SMS.code}
        </p>
        {sent ? (
          <div className="db-verify__sent" role="status">
            <p className="db-verify__success">✓ Code sent successfully!</p>
            <p className="db-verify__redirect">{redirectingText(next)}</p>
          </div>
        ) : (
          <>
            {/* A real link: the phone opens its SMS composer; the page notes it as sent. */}
            <a
              className={buttonClassName({ variant: 'primary', size: 'lg', block: true })}
              href={smsLink(VERIFICATION_SMS.number, VERIFICATION_SMS.code)}
              onClick={() => setSent(true)}
            >
              Text the code
            </a>
            <Link className="db-verify__skip" to={next}>
              I'll miss out
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
