import { LegalPage } from "./LegalPage.tsx";
import { PRIVACY } from "./legalContent.ts";

/** /privacy: the Privacy Policy (academy.md §2). */
export function PrivacyPage() {
  return <LegalPage document={PRIVACY} />;
}
