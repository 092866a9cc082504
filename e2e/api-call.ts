/**
 * Calls the API with a bearer token (none for a sign-in) and unwraps the envelope, failing loudly
 * otherwise. The journeys and the visual runner's data both go through it, so they read answers alike.
 */
export async function call<T>(
  siteUrl: string,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  pathAndQuery: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${siteUrl}${pathAndQuery}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; value: T };
  if (!answer.success) throw new Error(`${method} ${pathAndQuery} answered ${JSON.stringify(answer)}`);
  return answer.value;
}
