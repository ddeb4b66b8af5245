import { authRoutes as routes } from '@academy/shared/features/auth/routes';
import { httpHandler } from '../http';
import { answerChallenge } from './session';

export const handler = httpHandler(routes.answerMfaChallenge, async ({ body }) =>
  answerChallenge(body.session, body.code),
);
