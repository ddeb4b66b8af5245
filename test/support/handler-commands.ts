/**
 * Watches the commands the handlers' own DynamoDB client sends: the one `functions/src/lib/clients` gives the
 * handler modules run in this process (by the gateway, or by `invokeRoute`). Import it once the stack has set the
 * environment. Used by the tests' request counts and Scan guard and by the benches' counts.
 */

/** A command as `watch` sees it: its operation without "Command" ('GetItem', 'Query' …) and its input. */
export type WatchedCommand = (operation: string, input: Record<string, unknown>) => void;

/**
 * Calls `watch` for each command the handlers' client sends, before it goes on; a `watch` that throws refuses the
 * command with that error. At `deserialize` (the default) it runs once per attempt, so retries count; at
 * `initialize`, once per command. Returns the function that stops watching.
 */
export async function watchHandlerCommands(
  watch: WatchedCommand,
  step: 'initialize' | 'deserialize' = 'deserialize',
): Promise<() => void> {
  const { db } = await import('../../functions/src/lib/clients');
  const name = `watch-${step}-${Math.random()}`;
  const stack = db().middlewareStack;
  const middleware =
    (next: (args: { input: object }) => Promise<unknown>, context: { commandName?: string }) =>
    async (args: { input: object }) => {
      watch(
        String(context.commandName ?? 'unknown').replace(/Command$/, ''),
        args.input as Record<string, unknown>,
      );
      return next(args);
    };
  stack.add(
    middleware as unknown as Parameters<typeof stack.add>[0],
    { step, name } as Parameters<typeof stack.add>[1],
  );
  return () => {
    stack.remove(name);
  };
}
