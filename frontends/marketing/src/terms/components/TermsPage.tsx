import { LegalDocument } from '../../legal/LegalDocument';
import { usePageMetadata } from '../../shared/hooks/usePageMetadata';
import { TERMS_EFFECTIVE_DATE, TERMS_SECTIONS } from '../terms-sections';

export function TermsPage() {
  usePageMetadata('/terms');
  return (
    <LegalDocument
      title="Terms and Conditions"
      effective={TERMS_EFFECTIVE_DATE}
      sections={TERMS_SECTIONS}
      anchorPrefix="terms"
    />
  );
}
