import { useEffect } from "react";
import { COMPANY } from "../content/company.ts";

/** Sets the document title for the page being shown ("Terms of Service | Academy"). */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} | ${COMPANY.shortName}` : COMPANY.name;
  }, [title]);
}
