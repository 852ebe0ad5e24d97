export { holdTimers } from "../../../../tooling/hold-timers.ts";
