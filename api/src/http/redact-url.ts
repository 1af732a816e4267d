/** Query parameters whose values must never reach a log (reset links, verification links, API keys). */
const secretParameter = /token|password|secret|key|code|signature|auth|email/i;

/** The path and query of a URL with secret-looking query values replaced, for request logs. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator === -1 ? pair : pair.slice(0, separator);
      return separator !== -1 && secretParameter.test(name) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}
