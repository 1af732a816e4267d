import type { FastifyBaseLogger } from 'fastify';
import { pino, stdTimeFunctions } from 'pino';
import type { AppConfig } from './config.js';

/**
 * One pino logger for the whole process. JSON lines in production and whenever output goes to a file or another
 * program (log collectors parse them); pino-pretty only for a person at a terminal during development.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): FastifyBaseLogger {
  const pretty = process.stdout.isTTY === true && config.nodeEnv !== 'production';
  return pino({
    level: config.logLevel,
    timestamp: stdTimeFunctions.isoTime,
    // Credentials must not be logged even if a future log call passes a whole request or body.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  });
}
