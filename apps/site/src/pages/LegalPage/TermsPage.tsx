import { LegalPage } from "./LegalPage.tsx";
import { TERMS } from "./legalContent.ts";

/** /terms: the Terms of Service (academy.md §2). */
export function TermsPage() {
  return <LegalPage document={TERMS} />;
}
