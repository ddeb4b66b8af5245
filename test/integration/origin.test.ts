import { ORIGIN_HEADER, routes } from '@academy/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { importHandlerModule } from '../../infra/local/handler-modules';
import { localOriginSecret } from '../../infra/local/secrets';
import { api } from '../support/api';
import { useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { BYPASS_MESSAGE } = await import('../../functions/src/lib/origin');

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** A real handler module, called as Lambda would be: by API Gateway, with or without CloudFront's header. */
async function invoke(headers: Record<string, string>) {
  const { handler } = (await importHandlerModule(routes.listCourses.handler)) as { handler: Handler };
  return handler({
    version: '2.0',
    routeKey: `GET ${routes.listCourses.path}`,
    rawPath: routes.listCourses.path,
    rawQueryString: 'limit=1',
    headers,
    queryStringParameters: { limit: '1' },
    isBase64Encoded: false,
    requestContext: { requestId: 'origin-test', http: { method: 'GET' } },
  } as unknown as APIGatewayProxyEventV2);
}

describe('the origin header (issue 36 item 4)', () => {
  it('refuses a request that did not come through CloudFront with 403, from the handler itself', async () => {
    const res = await invoke({});
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(String(res.body))).toEqual({ message: BYPASS_MESSAGE });
    const wrong = await invoke({ [ORIGIN_HEADER]: 'a-guess-that-is-long-enough' });
    expect(wrong.statusCode).toBe(403);
  });

  it('answers the same request carrying the origin secret, read from the local Secrets Manager', async () => {
    const res = await invoke({ [ORIGIN_HEADER]: localOriginSecret() });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(String(res.body)).courses).toHaveLength(1);
  });

  it('is added by the local gateway as CloudFront adds it, replacing whatever a client sent', async () => {
    expect((await api('/api/courses?limit=1')).status).toBe(200);
    const forged = await api('/api/courses?limit=1', { headers: { [ORIGIN_HEADER]: 'forged' } });
    expect(forged.status).toBe(200);
  });
});
