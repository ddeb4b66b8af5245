import { routes } from '@academy/shared';
import { httpHandler } from '../lib/http';

export const handler = httpHandler(routes.getHealth, async () => ({ status: 'ok' as const }));
