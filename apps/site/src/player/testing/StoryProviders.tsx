import { useState, type ReactNode } from "react";
import { createPlayerClient, PlayerProviders } from "./PlayerHarness.tsx";
import { storyUser } from "./storyData.ts";

/** The API and session providers for a story of one part of the player, signed in. */
export function StoryProviders({ children }: { children?: ReactNode }) {
  const [client] = useState(() => createPlayerClient({ user: storyUser }));
  return <PlayerProviders client={client}>{children}</PlayerProviders>;
}
