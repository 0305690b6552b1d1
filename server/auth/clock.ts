// The clock of the account services: epoch ms, injectable so tests can move time (grace windows, expiry, throttling).
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
