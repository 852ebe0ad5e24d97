// Only the enrol modal out of @academy/widgets, so its chunk carries nothing else.
export { EnrolModal } from "@academy/widgets";
