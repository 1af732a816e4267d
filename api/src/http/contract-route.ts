import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import type { RestRoute } from '@paintforge/sync-protocol';
import { restErrors } from './rest.js';

/** A schema per answered status (or `4xx`/`5xx` range), beside the contract's success answer. */
type Answers = Readonly<Record<number | `${number}xx`, z.ZodType>>;

/** A part of a contract entry (params, body, query), or undefined where the route has none, as Fastify reads it. */
type Part<R extends RestRoute, K extends 'params' | 'body' | 'query'> = R extends { readonly [P in K]: infer S } ? S : undefined;
type SuccessStatus<R extends RestRoute> = R extends { readonly status: infer S extends number } ? S : 200;

/** The Fastify schema a contract entry becomes: the types a handler's request and reply are inferred from. */
export interface ContractSchema<R extends RestRoute, Q, A> {
  params: Part<R, 'params'>;
  querystring: Q;
  body: Part<R, 'body'>;
  response: A extends 'unchecked' ? undefined : { [S in SuccessStatus<R>]: R['response'] } & A;
}

type Options<R extends RestRoute, TP extends FastifyTypeProvider, Q, A> = Omit<
  RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    ContractSchema<R, Q, A>,
    TP,
    FastifyBaseLogger
  >,
  'method' | 'url' | 'schema'
> & {
  /** The query as this server reads it, where it reads more than the contract says (the paints' cursor). */
  query?: Q;
  /**
   * The other answers: the one error shape unless said (a 304, the health check's 503). `unchecked`: no response
   * schema at all, for answers sent as the bytes or JSON text they already are (the image, the kept showcase).
   */
  answers?: A;
};

/**
 * Serves one route of the REST contract (sync-protocol's rest-contract.ts) at its method and path, its params,
 * query and body checked by the contract's zod schemas and its success answer (at the contract's status, 200
 * unless said) by the contract's response schema: one place, so that no route can drift from what the web client
 * calls. `options` are Fastify's own route options (hooks, bodyLimit, config, the handler), typed from the schemas
 * through the instance's type provider; an instance without the zod one (a route sending bytes) leaves them unknown.
 */
export function registerContractRoute<
  R extends RestRoute,
  TP extends FastifyTypeProvider,
  Q = Part<R, 'query'>,
  A extends Answers | 'unchecked' = typeof restErrors,
>(
  app: FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TP>,
  route: R,
  options: Options<R, TP, Q, A>,
): void {
  const { query, answers = restErrors, ...routeOptions } = options;
  const parts = { params: route.params, querystring: query ?? route.query, body: route.body };
  const response = answers === 'unchecked' ? undefined : { [route.status ?? 200]: route.response, ...(answers as Answers) };
  // Only the parts the route has: Fastify warns of a part named with no schema (FSTWRN001). The types above are read
  // from the same entry; TypeScript cannot follow the filtering or the mapped status key.
  const schema = Object.fromEntries(
    Object.entries({ ...parts, response }).filter(([, part]) => part !== undefined),
  ) as unknown as ContractSchema<R, Q, A>;
  app.route<RouteGenericInterface, ContextConfigDefault, ContractSchema<R, Q, A>>({
    ...routeOptions,
    method: route.method,
    url: route.path,
    schema,
  });
}
