/// <reference lib="webworker" />
import { serveImport } from '../../data/import-worker';
import { parseCappedCsv } from './csv-import-limits';

serveImport(parseCappedCsv);
