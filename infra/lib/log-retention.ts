import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/**
 * How long the functions', the API's access and the web ACL's logs are kept: 13 months (400 days). The DPDP
 * Rules (Rule 8(3) and the Seventh Schedule) ask for the logs of processing to be kept at least a year, for a
 * breach's investigation (docs/privacy.md); the extra month keeps a whole year there whatever the day.
 */
export const LOG_RETENTION = RetentionDays.THIRTEEN_MONTHS;
