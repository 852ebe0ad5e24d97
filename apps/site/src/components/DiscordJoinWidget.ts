// Only the Discord join modal out of @academy/widgets, so its chunk carries nothing else.
export { DiscordJoinModal } from "@academy/widgets";
