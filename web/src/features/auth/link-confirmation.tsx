import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { restContract } from '@paintforge/sync-protocol';
import { firstIssueMessage, verifyEmailRequestSchema } from '@paintforge/sync-protocol';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ApiError } from '../../data/server/api-client';
import { failureDescription } from '../../messages/error-text';
import { Loading } from '../../components/status-message';
import { getAuthToken, useAuth } from '../../data/account/auth-state';
import { verifySession } from '../../data/account/session';
import { callRoute } from '../../data/server/rest-client';
import { AuthLayout, authLinkClass } from './auth-layout';
import { t } from '../../i18n/t';
import { schemaMessageText } from '../../messages/schema-message-text';

interface Outcome {
  ok: boolean;
  text: string;
}

// One request per link, however often the page renders or mounts (React's development double-mount included):
// the tokens are single-use, so a second request would report a used link after the first succeeded.
const requests = new Map<string, Promise<Outcome>>();

/** The calls that take a link's token. Their `{message}` is for API clients: the page shows its own words. */
type LinkRoute = typeof restContract.verifyEmail | typeof restContract.confirmEmailChange;

function confirmLink(endpoint: LinkRoute, token: string, successText: string, invalidText: string): Promise<Outcome> {
  const key = `${endpoint.path}\n${token}`;
  let request = requests.get(key);
  if (!request) {
    request = (async () => {
      try {
        await callRoute(endpoint, { body: { token } });
        // The stored user changes too (verified, or a new email) when this device is signed in.
        if (getAuthToken()) await verifySession();
        return { ok: true, text: successText };
      } catch (error) {
        // The verification link opened again: the address is verified, which is the good news it was sent for.
        if (error instanceof ApiError && error.code === 'already-verified') {
          if (getAuthToken()) await verifySession();
          return { ok: true, text: t('auth.alreadyVerified') };
        }
        // A failure may be passing (offline): opening the link again should ask again.
        requests.delete(key);
        return {
          ok: false,
          text: failureDescription(error, t('auth.linkCheckFailed'), { 'invalid-token': invalidText }),
        };
      }
    })();
    requests.set(key, request);
  }
  return request;
}

export interface LinkConfirmationProps {
  title: string;
  description: string;
  /** The API call that takes the link's token. */
  endpoint: LinkRoute;
  pendingLabel: string;
  /** Shown when the server confirms. */
  successText: string;
  /** Shown when the server says the link is invalid or expired. */
  invalidText: string;
  /** Where to go next when signed in, and when signed out. */
  next: { signedIn: { to: string; label: string }; signedOut: { to: string; label: string } };
}

/**
 * The page an emailed link opens (`?token=…`): it sends the token as soon as it opens, shows the outcome, and
 * offers the way onward.
 */
export function LinkConfirmation({ title, description, endpoint, pendingLabel, successText, invalidText, next }: LinkConfirmationProps) {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const checked = verifyEmailRequestSchema.safeParse({ token: params.get('token') ?? '' });
  const token = checked.success ? checked.data.token : null;
  const [result, setResult] = useState<(Outcome & { token: string }) | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void confirmLink(endpoint, token, successText, invalidText).then((outcome) => {
      if (live) setResult({ ...outcome, token });
    });
    return () => {
      live = false;
    };
  }, [endpoint, token, successText, invalidText]);

  const outcome: Outcome | null = !checked.success
    ? { ok: false, text: schemaMessageText(firstIssueMessage(checked.error)) }
    : result?.token === token
      ? result
      : null;
  const onward = user ? next.signedIn : next.signedOut;

  return (
    <AuthLayout
      title={title}
      description={description}
      footer={
        <>
          {t('auth.needHelp')}{' '}
          <Link to="/help" className={authLinkClass}>
            {t('auth.helpLink')}
          </Link>
        </>
      }
    >
      {outcome ? (
        <div className="space-y-5">
          <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert>
          <Button asChild className="w-full">
            <Link to={onward.to}>{onward.label}</Link>
          </Button>
        </div>
      ) : (
        <Loading label={pendingLabel} room="sm" />
      )}
    </AuthLayout>
  );
}
