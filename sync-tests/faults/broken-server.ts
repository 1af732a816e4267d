import { serve } from '../../api/src/serve.js';
import { brokenServers, type BrokenServerName } from './broken-servers.js';

/** A server process with one of broken-servers.ts's faults, named by BROKEN_SERVER: the real server otherwise. */
const name = process.env.BROKEN_SERVER as BrokenServerName;
if (!(name in brokenServers)) throw new Error(`BROKEN_SERVER names none of: ${Object.keys(brokenServers).join(', ')}`);
await serve({ syncSeams: brokenServers[name] });
