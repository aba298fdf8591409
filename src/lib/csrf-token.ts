/**
 * The current session's CSRF token. It lives outside the query cache so the API client needs no
 * knowledge of how sessions are fetched; whoever learns the session (sign-in, session query) sets it.
 */
let currentToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  currentToken = token;
}

export function getCsrfToken(): string | null {
  return currentToken;
}
