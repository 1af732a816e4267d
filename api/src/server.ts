import { serve } from './serve.js';

/** The process entry point (serve.ts). */
await serve();
