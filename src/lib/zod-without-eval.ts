import { z } from 'zod/mini';

/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying once. The console's
 * CSP forbids eval, so the try is a CSP violation that the browser reports on every page (Lighthouse's
 * `inspector-issues`). Telling Zod up front skips the try; parsing is unchanged. Imported first in
 * main.tsx, before any schema parses.
 */
z.config({ jitless: true });
