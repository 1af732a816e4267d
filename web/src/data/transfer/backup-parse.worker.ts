/// <reference lib="webworker" />
import { parseCappedBackup } from './backup-schema';
import { serveImport } from './import-worker';

serveImport(parseCappedBackup);
