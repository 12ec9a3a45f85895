import { TermsText } from '../../components/terms-text.js';

/** terms-and-conditions (public). */
export function TermsPage() {
  return <TermsText />;
}
