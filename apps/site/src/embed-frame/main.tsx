/**
 * The embed frame page (issue #49), /embed/frame/<kind>: the login, enrol and Discord join
 * forms a partner's page opens with dist/academy.js, run here on our origin with the site's
 * own session (its token store), so nothing typed and no token ever reaches the partner.
 */
import { createDeferredApiClient } from "@academy/api";
import { mountEmbedFrame } from "@academy/widgets";
import { API_BASE_URL } from "../config.ts";
import { openSignedIn } from "./openSignedIn.ts";

const element = document.getElementById("frame");
if (!element) throw new Error("The frame page has no #frame element.");
const client = createDeferredApiClient({ baseUrl: API_BASE_URL });
mountEmbedFrame(element, { client, openOnSite: (path) => openSignedIn(client, path) });
