import { LegalDocument } from '../../legal/LegalDocument';
import { usePageMetadata } from '../../shared/hooks/usePageMetadata';
import { PRIVACY_EFFECTIVE_DATE, PRIVACY_SECTIONS } from '../privacy-sections';

/** The privacy policy, with the cookie policy and GDPR rights as sections the footer links to. */
export function PrivacyPage() {
  usePageMetadata('/privacy');
  return (
    <LegalDocument
      title="Privacy Policy"
      effective={PRIVACY_EFFECTIVE_DATE}
      sections={PRIVACY_SECTIONS}
      anchorPrefix="privacy"
    />
  );
}
