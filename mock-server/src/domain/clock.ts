/** The one clock of the domain, so a test can move time (e.g. past a payment-code lock). */
export const clock = {
  offsetMs: 0,
  now(): number {
    return Date.now() + this.offsetMs;
  },
};
