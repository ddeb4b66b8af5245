/** Seconds since the epoch at which a JWT expires, from its `exp` claim; null if it has none. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims = JSON.parse(atob(padded)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

/** True when the token expires within `marginSeconds` (or cannot be read). */
export function expiresWithin(token: string, marginSeconds: number, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  if (exp === null) return false;
  return exp * 1000 - nowMs <= marginSeconds * 1000;
}
