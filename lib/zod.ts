import { z } from 'zod';

/*
 * The site's one zod. In the browser Zod 4 probes `Function('')` to decide whether it may
 * compile fast object parsers; the Content-Security-Policy allows no eval, so every page that
 * parses on the client logged a CSP violation (Lighthouse Best Practices). Jitless parsing
 * gives the same results. The server keeps the compiled parsers.
 */
z.config({ jitless: typeof window !== 'undefined' });

export { z };
