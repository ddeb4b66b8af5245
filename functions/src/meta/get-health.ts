import { metaRoutes as routes } from '@academy/shared/features/meta/routes';
import { httpHandler } from '../http';

export const handler = httpHandler(routes.getHealth, async () => ({ status: 'ok' as const }));
