/*
 * Preloaded into cognito-local (infra/local/cognito.ts) for the local demo data only. AWS lets nobody choose an
 * authenticator secret: AssociateSoftwareToken makes a random one. The demo admin's must be a fixed value
 * (.env.example, DEMO_ADMIN_TOTP_SECRET) so scripts and tests can compute its codes. So when the stand-in stores
 * a new, not yet verified software token for an account named in COGNITO_LOCAL_DEMO_TOTP ({ email: base32 }),
 * it stores that secret instead. Every call keeps its AWS shape; every other account is untouched.
 */
const secrets = JSON.parse(process.env.COGNITO_LOCAL_DEMO_TOTP || '{}');
const { UserPoolServiceImpl } = require('cognito-local/lib/services/userPoolService');

const save = UserPoolServiceImpl.prototype.saveUser;
UserPoolServiceImpl.prototype.saveUser = function saveUser(ctx, user) {
  const email = (user.Attributes || []).find((a) => a.Name === 'email')?.Value;
  const fixed = email && secrets[email];
  const token = user.SoftwareTokenMfaConfiguration;
  if (fixed && token && token.Verified === false && token.Secret !== fixed) {
    return save.call(this, ctx, { ...user, SoftwareTokenMfaConfiguration: { ...token, Secret: fixed } });
  }
  return save.call(this, ctx, user);
};
