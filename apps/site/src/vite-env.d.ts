/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API is mounted; "/api" by default. */
  readonly VITE_API_BASE_URL?: string;
  /** Base URL of the form-collection service; "<API>/forms" by default. */
  readonly VITE_FORMS_URL?: string;
  /** The Grand Opening's day, YYYY-MM-DD (config.ts). */
  readonly VITE_GRAND_OPENING_DATE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
