import type { z } from 'zod';
import type { RestRoute } from '@paintforge/sync-protocol';
import { apiRequest } from './api-client';
import { parseAnswer } from './query-client';

/**
 * The typed client of sync-protocol's REST contract (restContract): a call names its route, and its params, body
 * and answer have the types of that route's schemas. The answer is checked against the route's response schema
 * (another shape is the server failing: a 502 ApiError).
 */

type Field<R, K extends string> = R extends { readonly [P in K]: infer S } ? (S extends z.ZodType ? z.input<S> : never) : undefined;

/** What a call of `R` takes: its path params, its query and its body, each only when the route has them. */
export type CallInput<R extends RestRoute> = (R extends { params: z.ZodType } ? { params: Field<R, 'params'> } : { params?: undefined }) &
  (R extends { query: z.ZodType } ? { query?: Field<R, 'query'> } : { query?: undefined }) &
  (R extends { body: z.ZodType } ? { body: Field<R, 'body'> } : { body?: undefined }) & { signal?: AbortSignal };

/** The route's path with its `:name` params filled in, each encoded, and its query (undefined values left out). */
export function pathOf(route: RestRoute, params: Record<string, string> = {}, query: Record<string, string | undefined> = {}): string {
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path ${route.path} needs the param ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return search ? `${path}?${search}` : path;
}

export async function callRoute<R extends RestRoute>(route: R, input: CallInput<R>): Promise<z.output<R['response']>> {
  const path = pathOf(route, input.params as Record<string, string> | undefined, input.query as Record<string, string | undefined> | undefined);
  const answer = await apiRequest<unknown>(route.method, path, {
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  return parseAnswer(route.response, answer, path) as z.output<R['response']>;
}
