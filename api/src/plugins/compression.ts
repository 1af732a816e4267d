import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** br or gzip for JSON and text (HTML, JS, CSS, SVG, the manifest). Small bodies are not worth the CPU. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
