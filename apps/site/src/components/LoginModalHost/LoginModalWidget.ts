// Only the login modal out of @academy/widgets, so its chunk carries nothing else.
export { LoginModal } from "@academy/widgets";
