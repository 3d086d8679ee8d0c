// Import before any schema is built (before ./rules) where the page's Content-Security-Policy
// refuses eval, as the web app's does: zod's compiled parsers use `new Function`, and even its
// probe for them is reported as a `securitypolicyviolation`. Jitless zod parses the same, by
// walking the schema. The server does not import this and keeps the compiled parsers.
import { z } from 'zod';

z.config({ jitless: true });
