import { config } from 'zod';

/**
 * Zod probes `new Function('')` the first time an object schema parses, to decide whether it may compile
 * fast parsers. Under the app's CSP (no 'unsafe-eval') that probe is blocked and reported as a CSP
 * violation. Jitless mode skips the probe; the contract's schemas parse the same.
 * Imported first by main.tsx, before any schema parses.
 */
config({ jitless: true });
