// drand's public relays, in plain JavaScript so that the build step writing each page's
// Content-Security-Policy (scripts/csp) reads the same list as the draw (lib/draw/beacon.ts
// re-exports it). A relay is only a courier: its answers are used once their signature verifies.

/** drand's public relays, tried in this order. */
export const DRAND_RELAYS = /** @type {const} */ (['https://api.drand.sh', 'https://api2.drand.sh', 'https://api3.drand.sh', 'https://drand.cloudflare.com']);
