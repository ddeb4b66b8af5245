import type { Construct } from 'constructs';

/** A context key's value where it is a non-empty string (`-c key=value`, cdk.json, a stage's config), else none. */
export function stringContext(scope: Construct, key: string): string | undefined {
  const value = scope.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A Route 53 zone from context keys `<name>HostedZoneId` and `<name>HostedZoneName` (both, else none). */
export function hostedZoneFromContext(
  scope: Construct,
  name: string,
): { hostedZoneId: string; zoneName: string } | undefined {
  const hostedZoneId = stringContext(scope, `${name}HostedZoneId`);
  const zoneName = stringContext(scope, `${name}HostedZoneName`);
  return hostedZoneId && zoneName ? { hostedZoneId, zoneName } : undefined;
}
