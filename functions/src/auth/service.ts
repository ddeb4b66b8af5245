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
