import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/**
 * Lets routes declare zod schemas for params, query, body and responses, and type handlers from them.
 * (A few lines of our own instead of a dependency: we want the first zod message as the client's error text.)
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A request that does not match its route's schema; the error handler answers 400 with `message`. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super(issues[0]?.message ?? 'Invalid request');
  }

  /** The refused field (the first issue's top-level key), so a client can mark it without reading the message. */
  get field(): string | undefined {
    const key = this.issues[0]?.path[0];
    return typeof key === 'string' ? key : undefined;
  }
}

/** A response that does not match its route's schema: a server bug, so it becomes a 500 and the details go to the log. */
export class ResponseValidationError extends Error {
  override name = 'ResponseValidationError';
  constructor(
    readonly route: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `Response of ${route} does not match its schema: ${issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
}

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema && typeof schema.safeParse === 'function';
}

export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
  return (data: unknown) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };
};

export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseValidationError(`${method} ${url}`, result.error.issues);
    return JSON.stringify(result.data);
  };
};
