import { createApiClient } from "@academy/api";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { API_BASE_URL } from "./config.ts";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element to mount the site into.");
const client = createApiClient({ baseUrl: API_BASE_URL });
createRoot(rootElement).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
