/**
 * What other features may ask of the privacy feature (docs/features.md): registration's consent pieces (auth's
 * register and the demo seed) and its answer to a minor.
 */
export { type RegistrationChoice, registrationPrivacy } from './consent';

export const GUARDIAN_EMAILED =
  /*i18n*/ 'We have emailed your parent or guardian. You can sign in once they confirm.';

/** An address partly hidden, as a minor's registration answers their parent's: `p•••@example.com`. */
export function maskedEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}
