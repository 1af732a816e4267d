import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest, NetworkError } from './api-client';
import { onSignOut } from '../account/auth-state';

/**
 * The server state of the online-only screens (admin, feedback history, showcase, profile calls), held by TanStack
 * Query. Only those screens' lazy modules import this file, so the library is downloaded with them and never with
 * the landing page (web/scripts/check-build.mjs measures it). Offline-first data (paints, projects) lives in
 * IndexedDB, not here.
 */

/** Worth one more try: no answer, or the server failed. A refusal (4xx) would only be refused again. */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

/**
 * Spec §7: queries never go stale, do not refetch on focus and retry once. A mutation retries once only when the
 * server answered that it failed (its transaction rolled back): a lost answer may hide a change that was made, and
 * sending a password change or an account deletion twice would report a failure for a success.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && isTransientFailure(error),
      },
      mutations: { retry: (failures, error) => failures < 1 && error instanceof ApiError && error.status >= 500 },
    },
  });
}

let shared: QueryClient | null = null;

/** The app's one client; logging out clears its cache with the rest of the signed-in painter's data (spec §2). */
export function sharedQueryClient(): QueryClient {
  if (!shared) {
    const client = createQueryClient();
    onSignOut(() => client.clear());
    shared = client;
  }
  return shared;
}

/**
 * Wraps an online-only screen: its route module renders it around the screen, so the provider comes with the lazy
 * chunk. Every screen gets the same client, so what one screen fetched is there when another opens.
 */
export function QueryScope({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}

/**
 * GETs a path and checks the answer against `schema`. An answer of another shape is the server failing, not
 * data to render: it becomes a 502 ApiError, which the screens show as the server error of spec §8.
 */
export async function getParsed<Schema extends z.ZodType>(path: string, schema: Schema, signal?: AbortSignal): Promise<z.output<Schema>> {
  return parseAnswer(schema, await apiRequest<unknown>('GET', path, signal ? { signal } : {}), path);
}

/** Checks any call's answer against `schema` the same way (a mutation's answer, say). */
export function parseAnswer<Schema extends z.ZodType>(schema: Schema, answer: unknown, path: string): z.output<Schema> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ApiError(502, 'internal', `502: Unexpected answer from ${path}`);
  return parsed.data;
}
