// Only the calculator subscription's modals out of @academy/widgets, so their chunk (and with
// it Stripe) loads when a visitor opens one and never with the landing entry.
export { CalculatorNagModal, CalculatorSubscribeModal } from "@academy/widgets";
