/*
 * What other features may ask of auth (docs/features.md): the users feature creates, completes, removes and
 * enables the sign-in identity (Cognito) behind each account; the privacy feature asks whose password it is
 * (`passwordOwner`). Sessions and tokens stay auth's own.
 */
export {
  completeIdentity,
  createIdentity,
  deleteIdentity,
  EmailTakenError,
  findIdentity,
  passwordOwner,
  passwordSignsIn,
  setIdentityEnabled,
  WrongPasswordError,
} from './identity';

import { BadRequestError } from '../lib/errors';
import { passwordSignsIn } from './identity';

/**
 * The password asked again before a grave change (deleting the account, issue 41), as the MFA setup asks it: a
 * wrong one is 400 with the MFA setup's words (not 401: the caller's token is fine). Not session.ts's
 * WrongPasswordError itself: session.ts reads the users service, which reads this one (a circle).
 */
export async function checkPasswordAgain(email: string, password: string): Promise<void> {
  if (!(await passwordSignsIn(email, password))) {
    throw new BadRequestError(/*i18n*/ 'That password is not right.');
  }
}
