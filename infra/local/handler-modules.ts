import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../functions/src');

/**
 * Loads a handler module by the name the route table, the schedules and the event functions give it
 * (`chats/get-chat`): `functions/src/<name>.ts`, the very module CDK bundles for its Lambda. The gateway, the
 * scheduler, the stream poller, the queue runner and the SES events stand-in all invoke handlers through it.
 */
export const importHandlerModule = (handler: string): Promise<{ handler: unknown }> =>
  import(pathToFileURL(path.join(functionsDir, `${handler}.ts`)).href);

/** Calls a handler module's `handler` export with an event, as Lambda would. */
export async function invokeHandler(handler: string, event: unknown): Promise<unknown> {
  const module = (await importHandlerModule(handler)) as { handler: (event: unknown) => Promise<unknown> };
  return module.handler(event);
}
