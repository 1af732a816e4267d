/// <reference lib="webworker" />
import { serveImport } from '../../data/transfer/import-worker';
import { parseCappedCsv } from './csv-import-limits';

serveImport(parseCappedCsv);
