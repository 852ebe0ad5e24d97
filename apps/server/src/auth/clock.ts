/** The time source of the auth services, replaceable in tests to step over expiry windows. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
