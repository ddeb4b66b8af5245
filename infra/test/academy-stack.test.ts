import {
  COURSE_SHELL,
  emailEventsSubscriber,
  type Grant,
  grantsOf,
  htmlFileFor,
  isEdgeCached,
  isPublic,
  ORIGIN_HEADER,
  prerenderedPaths,
  queueConsumers,
  routeList,
  SPA_SHELL,
  schedules,
  streamConsumers,
  tableDefinition,
} from '@academy/shared';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_TAG } from '../lib/academy-function';
import { FFMPEG_HANDLER_MODULES } from '../lib/bundling';
import { MAX_FUNCTIONS_PER_ROLE, USER_POOL_ADMIN_ACTIONS } from '../lib/function-roles';
import { pascal } from '../lib/paths';
import { localRazorpay } from '../local/razorpay';
import { localOriginSecret } from '../local/secrets';
import { type Resources, refId, resourcesOfType, SYNTH_TIMEOUT, synthAcademy } from './support';

let template: Template;
let resources: Resources;

beforeAll(() => {
  ({ template, resources } = synthAcademy());
}, SYNTH_TIMEOUT);

const ofType = (type: string) => resourcesOfType(resources, type);
const props = (id: string) => resources[id]?.Properties as Record<string, any>;

/** The application's own functions (CDK helpers such as BucketDeployment carry no FUNCTION_TAG). */
function ourFunctions(): Map<string, string> {
  const byTag = new Map<string, string>();
  for (const [id, r] of ofType('AWS::Lambda::Function')) {
    const tag = (r.Properties?.Tags as { Key: string; Value: string }[] | undefined)?.find(
      (t) => t.Key === FUNCTION_TAG,
    );
    if (tag) byTag.set(tag.Value, id);
  }
  return byTag;
}

/** The policy statements attached to a function's role. */
function statementsOf(
  functionId: string,
): { Action: string | string[]; Resource: unknown; Effect?: string }[] {
  const roleId = refId(props(functionId).Role);
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties!.Roles as unknown[]).some((r) => refId(r) === roleId))
    .flatMap(([, p]) => (p.Properties!.PolicyDocument as { Statement: never[] }).Statement);
}
/** What a function may do: its statements' actions that Allow (the audit trail's Deny statements take away). */
const actionsOf = (functionId: string) =>
  statementsOf(functionId)
    .filter((s) => s.Effect !== 'Deny')
    .flatMap((s) => [s.Action].flat());

/** The functions events invoke (infra/lib/events.ts): the stream and queue consumers and SES's events subscriber. */
const eventFunctions: { id: string; handler: string; grants: readonly Grant[] }[] = [
  ...streamConsumers,
  ...queueConsumers,
  emailEventsSubscriber,
];

/** Each of our functions' declared grants by its construct id (`ListCoursesFunction`): routes, schedules, events. */
const grantsByName = new Map<string, readonly Grant[]>([
  ...routeList.map((r) => [`${pascal(r.id)}Function`, grantsOf(r)] as const),
  ...[...schedules, ...eventFunctions].map((f) => [`${pascal(f.id)}Function`, f.grants] as const),
]);

/** The origin secret (JSON, generated key `current`), not the e-mail links' key. */
const originSecretId = () =>
  ofType('AWS::SecretsManager::Secret').find(
    ([, s]) => (s.Properties as any).GenerateSecretString?.GenerateStringKey === 'current',
  )![0];

describe('functions', () => {
  it('creates exactly one function per route, per schedule and per event function, plus only CDK helpers', () => {
    const ours = ourFunctions();
    expect(ours.size).toBe(routeList.length + schedules.length + eventFunctions.length);
    for (const route of routeList) expect(ours.has(`${pascal(route.id)}Function`), route.id).toBe(true);
    for (const job of schedules) expect(ours.has(`${pascal(job.id)}Function`), job.id).toBe(true);
    for (const fn of eventFunctions) expect(ours.has(`${pascal(fn.id)}Function`), fn.id).toBe(true);
    // The only other function is the SPA upload helper of BucketDeployment.
    expect(ofType('AWS::Lambda::Function').length - ours.size).toBe(1);
  });

  it('runs every function on Node 22 arm64 with 512 MB, X-Ray, its own one-month log group (but ffmpeg’s on x86_64, the queue consumers and a stream consumer that says so with their own memory)', () => {
    const handlers = new Map(
      [...routeList, ...schedules, ...eventFunctions].map((f) => [`${pascal(f.id)}Function`, f.handler]),
    );
    const memory = new Map<string, number | undefined>([
      ...queueConsumers.map((q) => [`${pascal(q.id)}Function`, q.memoryMb] as const),
      // The data export's builder (issue 41) reads and zips everything about a person.
      ...streamConsumers.map(
        (s) => [`${pascal(s.id)}Function`, 'memoryMb' in s ? s.memoryMb : undefined] as const,
      ),
    ]);
    for (const [tag, id] of ourFunctions()) {
      const fn = props(id);
      expect(fn, tag).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: [FFMPEG_HANDLER_MODULES.has(handlers.get(tag)!) ? 'x86_64' : 'arm64'],
        MemorySize: memory.get(tag) ?? 512,
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
      });
      expect(fn.ReservedConcurrentExecutions).toBeUndefined();
      const logGroup = props(refId(fn.LoggingConfig.LogGroup)!);
      expect(logGroup.RetentionInDays).toBe(400);
    }
    const logGroups = [...ourFunctions().values()].map((id) => refId(props(id).LoggingConfig.LogGroup));
    expect(new Set(logGroups).size, 'no two functions share a log group').toBe(logGroups.length);
  });

  it('gives route functions a 10 s timeout', () => {
    const ours = ourFunctions();
    for (const route of routeList) expect(props(ours.get(`${pascal(route.id)}Function`)!).Timeout).toBe(10);
  });

  it('gives PUBLIC_SITE_URL, the web app’s address, to the certificate-issuing, calendar feed address and e-mail link routes only', () => {
    const ours = ourFunctions();
    const siteRoutes = routeList.filter(
      (r) =>
        grantsOf(r).some((g) => ['certificates:write', 'email:send', 'email:token-secret'].includes(g)) ||
        ['getCalendarFeed', 'createCalendarFeed'].includes(r.id),
    );
    expect(siteRoutes.map((r) => r.id)).toEqual(
      expect.arrayContaining(['getCalendarFeed', 'createCalendarFeed']),
    );
    expect(siteRoutes.length).toBeGreaterThan(2);
    for (const route of routeList) {
      const vars = props(ours.get(`${pascal(route.id)}Function`)!).Environment.Variables;
      if (siteRoutes.includes(route))
        expect(JSON.stringify(vars.PUBLIC_SITE_URL), route.id).toMatch(/Distribution.*DomainName/);
      else expect(vars.PUBLIC_SITE_URL, route.id).toBeUndefined();
    }
  });

  it('sets the environment the handlers read and never a local *_ENDPOINT', () => {
    for (const id of ourFunctions().values()) {
      const vars = props(id).Environment.Variables as Record<string, unknown>;
      expect(Object.keys(vars)).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'USER_POOL_ID',
          'USER_POOL_CLIENT_ID',
          'VIDEOS_BUCKET',
          'CERTIFICATES_BUCKET',
        ]),
      );
      expect(Object.keys(vars).filter((k) => k.endsWith('_ENDPOINT'))).toEqual([]);
      expect(resources[refId(vars.TABLE_NAME)!]?.Type).toBe('AWS::DynamoDB::Table');
    }
  });
});

describe('secrets (issue 36)', () => {
  it('puts no secret value in any function’s environment: secret names and ARNs only, read at run time', () => {
    const routesByFunction = new Map(routeList.map((r) => [`${pascal(r.id)}Function`, r]));
    for (const [tag, id] of ourFunctions()) {
      const declared = grantsByName.get(tag) ?? [];
      const vars = props(id).Environment.Variables as Record<string, unknown>;
      expect(JSON.stringify(vars), tag).not.toMatch(/resolve:secretsmanager/);
      const secretish = Object.keys(vars).filter((k) => /SECRET/.test(k));
      expect(
        secretish.filter((k) => !k.endsWith('_SECRET_ID')),
        tag,
      ).toEqual([]);
      const route = routesByFunction.get(tag);
      const grants = route ? grantsOf(route) : [];
      expect(secretish.sort(), tag).toEqual(
        [
          ...(route ? ['ORIGIN_SECRET_ID'] : []),
          ...(grants.includes('razorpay:key-secret') ? ['RAZORPAY_KEY_SECRET_ID'] : []),
          ...(grants.includes('razorpay:webhook-secret') ? ['RAZORPAY_WEBHOOK_SECRET_ID'] : []),
          ...(declared.includes('email:token-secret') ? ['EMAIL_TOKEN_SECRET_ID'] : []),
          ...(declared.includes('video:sign') ? ['VIDEO_SIGNING_KEY_SECRET_ID'] : []),
        ].sort(),
      );
    }
  });

  it('holds no secret value anywhere in the templates: the local test values never, the origin secret generated', () => {
    const text = JSON.stringify(template.toJSON());
    for (const value of [localRazorpay.keySecret, localRazorpay.webhookSecret, localOriginSecret()])
      expect(text).not.toContain(value);
    expect(props(originSecretId())).toMatchObject({
      GenerateSecretString: { GenerateStringKey: 'current', PasswordLength: 48 },
    });
    // Every secret the stack makes (the origin secret, the e-mail links' key) is generated, never given.
    for (const [id, secret] of ofType('AWS::SecretsManager::Secret')) {
      expect(secret.Properties!.SecretString, id).toBeUndefined();
      expect(secret.Properties!.GenerateSecretString, id).toBeDefined();
    }
  });

  it('has CloudFront send the origin secret to the API, by a reference CloudFormation resolves', () => {
    const [, distribution] = ofType('AWS::CloudFront::Distribution')[0]!;
    const config = (distribution.Properties as Record<string, any>).DistributionConfig;
    const api = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    const origin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    const header = origin.OriginCustomHeaders.find(
      (h: { HeaderName: string }) => h.HeaderName === ORIGIN_HEADER,
    );
    const secretId = originSecretId();
    expect(JSON.stringify(header.HeaderValue)).toContain('{{resolve:secretsmanager:');
    expect(JSON.stringify(header.HeaderValue)).toContain(`"Ref":"${secretId}"`);
    expect(JSON.stringify(header.HeaderValue)).toContain(':SecretString:current:');
  });
});

/** Who may call each of our functions: anyone, any signed-in role, or admins alone (schedules: nobody's). */
function declaredAudiences(): Map<string, string> {
  const ours = ourFunctions();
  const audiences = new Map<string, string>();
  for (const route of routeList)
    audiences.set(
      ours.get(`${pascal(route.id)}Function`)!,
      isPublic(route)
        ? 'public'
        : route.access.length === 1 && route.access[0] === 'admin'
          ? 'admin'
          : 'signed-in',
    );
  for (const job of schedules) audiences.set(ours.get(`${pascal(job.id)}Function`)!, 'signed-in');
  // The stream consumers' roles are their own (they alone read the stream); SES's subscriber is like a job.
  for (const consumer of streamConsumers)
    audiences.set(ours.get(`${pascal(consumer.id)}Function`)!, 'stream');
  audiences.set(ours.get(`${pascal(emailEventsSubscriber.id)}Function`)!, 'signed-in');
  return audiences;
}

/** Each of our functions' grant set, as the route table and the schedules declare it. */
function declaredGrants(): Map<string, string> {
  const ours = ourFunctions();
  const grants = new Map<string, string>();
  for (const route of routeList) grants.set(ours.get(`${pascal(route.id)}Function`)!, grantsOf(route).join());
  for (const job of [...schedules, ...eventFunctions])
    grants.set(ours.get(`${pascal(job.id)}Function`)!, [...job.grants].sort().join());
  return grants;
}

describe('least privilege', () => {
  it('shares one role among the functions of a stack with exactly the same grants and audience, and only among them', () => {
    const grants = declaredGrants();
    const audience = declaredAudiences();
    // Roles live in the stack of their functions: the schedule's here, each feature's routes' in its nested stack
    // (flatTemplate prefixes a nested stack's ids with its own id, e.g. `CoursesApiFunctionRoles…`).
    const stackOf = (roleId: string) => roleId.slice(0, roleId.indexOf('FunctionRoles'));
    const usersByRole = new Map<string, string[]>();
    for (const id of ourFunctions().values()) {
      const roleId = refId(props(id).Role)!;
      expect(resources[roleId]?.Type).toBe('AWS::IAM::Role');
      expect(id.startsWith(stackOf(roleId)), `${id} uses ${roleId}`).toBe(true);
      usersByRole.set(roleId, [...(usersByRole.get(roleId) ?? []), id]);
    }
    for (const [roleId, users] of usersByRole) {
      expect(new Set(users.map((id) => grants.get(id))).size, roleId).toBe(1);
      expect(new Set(users.map((id) => audience.get(id))).size, roleId).toBe(1);
      expect(users.length, roleId).toBeLessThanOrEqual(MAX_FUNCTIONS_PER_ROLE);
    }
    // One role per grant set and audience in each stack (more only when a set outgrows MAX_FUNCTIONS_PER_ROLE).
    const sets = new Map<string, number>();
    for (const [roleId, users] of usersByRole)
      for (const id of users) {
        const key = `${stackOf(roleId)} ${audience.get(id)} ${grants.get(id)}`;
        sets.set(key, (sets.get(key) ?? 0) + 1);
      }
    const expected = [...sets.values()].reduce(
      (n, users) => n + Math.ceil(users / MAX_FUNCTIONS_PER_ROLE),
      0,
    );
    expect(usersByRole.size).toBe(expected);
    expect(usersByRole.size).toBeLessThan(grants.size);
  });

  it('never lets a public function share a role with an admin function, nor any role Scan the table', () => {
    const audience = declaredAudiences();
    const audiencesByRole = new Map<string, Set<string>>();
    for (const id of ourFunctions().values()) {
      const roleId = refId(props(id).Role)!;
      audiencesByRole.set(roleId, (audiencesByRole.get(roleId) ?? new Set()).add(audience.get(id)!));
    }
    for (const [roleId, audiences] of audiencesByRole)
      expect(audiences.has('public') && audiences.has('admin'), roleId).toBe(false);
    // The register route (public) and the admin's create-user route hold the same grants, in roles of their own.
    const roleOf = (routeId: string) => refId(props(ourFunctions().get(`${pascal(routeId)}Function`)!).Role);
    expect(roleOf('register')).not.toBe(roleOf('createUser'));
    for (const [id, policy] of ofType('AWS::IAM::Policy')) {
      const actions = (
        policy.Properties!.PolicyDocument as { Statement: { Action: string | string[]; Effect?: string }[] }
      ).Statement.filter((s) => s.Effect !== 'Deny').flatMap((s) => [s.Action].flat());
      expect(
        actions.filter((a) => /^dynamodb:(Scan|\*|PartiQL|ExecuteStatement|BatchExecuteStatement)/.test(a)),
        id,
      ).toEqual([]);
    }
  });

  it('lets a shared role write to the log groups of its own functions only, and holds nothing but grants, logs and X-Ray', () => {
    const usersByRole = new Map<string, string[]>();
    for (const id of ourFunctions().values()) {
      const roleId = refId(props(id).Role)!;
      usersByRole.set(roleId, [...(usersByRole.get(roleId) ?? []), id]);
    }
    for (const [roleId, users] of usersByRole) {
      const statements = statementsOf(users[0]!);
      const logs = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('logs:')));
      expect(logs, roleId).toHaveLength(1);
      expect([logs[0]!.Action].flat().sort(), roleId).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
      const logGroups = [logs[0]!.Resource].flat().map((r) => {
        expect(r, roleId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Arn'] });
        return refId(r);
      });
      const own = users.map((id) => refId(props(id).LoggingConfig.LogGroup));
      expect(logGroups.sort(), roleId).toEqual(own.sort());
      const families = statements.flatMap((s) => [s.Action].flat().map((a) => a.split(':')[0]));
      expect(
        families.filter(
          (f) =>
            !['logs', 'xray', 'dynamodb', 'cognito-idp', 's3', 'secretsmanager', 'sqs', 'ses'].includes(f!),
        ),
        roleId,
      ).toEqual([]);
      // No role reaches the AWS managed basic execution policy (it would let it write to every log group).
      expect(props(roleId).ManagedPolicyArns, roleId).toBeUndefined();
    }
  });

  const writes = [
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ];

  it('gives a table:read-only route read access and no write, Cognito or S3 access', () => {
    const route = routeList.find((r) => grantsOf(r).join() === 'table:read');
    expect(route, 'a route whose only grant is table:read').toBeDefined();
    const actions = actionsOf(ourFunctions().get(`${pascal(route!.id)}Function`)!);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actions.filter((a) => writes.includes(a))).toEqual([]);
    expect(actions.filter((a) => a.startsWith('cognito-idp:') || a.startsWith('s3:'))).toEqual([]);
  });

  it('gives a public route without grants no data access at all', () => {
    const route = routeList.find((r) => grantsOf(r).length === 0);
    expect(route).toBeDefined();
    const actions = actionsOf(ourFunctions().get(`${pascal(route!.id)}Function`)!);
    expect(actions.filter((a) => /^(dynamodb|cognito-idp|s3):/.test(a))).toEqual([]);
  });

  it('matches each function’s access to grantsOf(route)', () => {
    for (const route of routeList) {
      const grants = grantsOf(route);
      const actions = actionsOf(ourFunctions().get(`${pascal(route.id)}Function`)!);
      const has = (a: string) => actions.includes(a);
      expect(has('dynamodb:Query'), route.id).toBe(grants.includes('table:read'));
      expect(has('dynamodb:PutItem'), route.id).toBe(grants.includes('table:write'));
      expect(has('cognito-idp:AdminCreateUser'), route.id).toBe(grants.includes('userpool:admin'));
      expect(
        actions.some((a) => a.startsWith('s3:')),
        route.id,
      ).toBe(grants.some((g) => /^(videos|certificates|invoices|exports):/.test(g)));
    }
  });

  it('lets each function read only the secrets it needs, and only read them', () => {
    const originSecret = originSecretId();
    const [linksKey] = ofType('AWS::SecretsManager::Secret')
      .map(([id]) => id)
      .filter((id) => id !== originSecret && id.startsWith('EmailTokenSecret'));
    expect(linksKey).toBeDefined();
    const [signingKey] = ofType('AWS::SecretsManager::Secret')
      .map(([id]) => id)
      .filter((id) => id.startsWith('VideoSigningSecret'));
    expect(signingKey).toBeDefined();
    const routesByFunction = new Map(routeList.map((r) => [`${pascal(r.id)}Function`, r]));
    for (const [tag, id] of ourFunctions()) {
      const statements = statementsOf(id).filter((s) =>
        [s.Action].flat().some((a) => a.startsWith('secretsmanager:')),
      );
      for (const s of statements)
        expect([s.Action].flat().sort(), tag).toEqual([
          'secretsmanager:DescribeSecret',
          'secretsmanager:GetSecretValue',
        ]);
      // (Statements with the same actions are merged: one statement may name several secrets.)
      const targets = statements.flatMap((s) => [s.Resource].flat().map((r) => JSON.stringify(r)));
      const route = routesByFunction.get(tag);
      // Every API function checks the origin header; a scheduled job reads no secret but the e-mail links' key.
      expect(
        targets.some((t) => t === JSON.stringify({ Ref: originSecret })),
        tag,
      ).toBe(route !== undefined);
      const grants = grantsByName.get(tag) ?? [];
      expect(
        targets.some((t) => t === JSON.stringify({ Ref: linksKey })),
        tag,
      ).toBe(grants.includes('email:token-secret'));
      expect(
        targets.some((t) => t === JSON.stringify({ Ref: signingKey })),
        tag,
      ).toBe(grants.includes('video:sign'));
      expect(
        targets.some((t) => t.includes('academy/razorpay/key-secret-??????')),
        tag,
      ).toBe(grants.includes('razorpay:key-secret'));
      expect(
        targets.some((t) => t.includes('academy/razorpay/webhook-secret-??????')),
        tag,
      ).toBe(grants.includes('razorpay:webhook-secret'));
      expect(targets.length, tag).toBe(
        (route ? 1 : 0) +
          grants.filter((g) => g.startsWith('razorpay:') || g === 'email:token-secret' || g === 'video:sign')
            .length,
      );
    }
  });

  it('limits user pool admin to the Admin* calls the handlers make, on the pool only', () => {
    const route = routeList.find((r) => grantsOf(r).includes('userpool:admin'))!;
    const statement = statementsOf(ourFunctions().get(`${pascal(route.id)}Function`)!).find((s) =>
      [s.Action].flat().some((a) => a.startsWith('cognito-idp:')),
    )!;
    expect([statement.Action].flat().sort()).toEqual([...USER_POOL_ADMIN_ACTIONS].sort());
    expect(resources[refId(statement.Resource)!]?.Type).toBe('AWS::Cognito::UserPool');
  });
});

describe('api', () => {
  it('declares every route with its key, the JWT authorizer only on non-public routes, and its own function', () => {
    const routes = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties as Record<string, any>);
    expect(routes).toHaveLength(routeList.length);
    const authorizerId = ofType('AWS::ApiGatewayV2::Authorizer')[0]![0];
    for (const route of routeList) {
      const found = routes.find((r) => r.RouteKey === `${route.method} ${route.path}`);
      expect(found, route.id).toBeDefined();
      if (isPublic(route)) {
        expect(found!.AuthorizationType, route.id).toBe('NONE');
        expect(found!.AuthorizerId, route.id).toBeUndefined();
      } else {
        expect(found!.AuthorizationType, route.id).toBe('JWT');
        expect(refId(found!.AuthorizerId), route.id).toBe(authorizerId);
      }
      const integrationId = refId(found!.Target['Fn::Join'][1][1])!;
      const functionId = refId(props(integrationId).IntegrationUri)!;
      expect(props(functionId).Description, route.id).toMatch(`${route.method} ${route.path}:`);
    }
  });

  it('checks tokens against the user pool issuer and the web client audience', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: {
          'Fn::Join': ['', ['https://cognito-idp.ap-south-1.amazonaws.com/', { Ref: Match.anyValue() }]],
        },
        Audience: [{ Ref: Match.stringLikeRegexp('WebClient') }],
      },
    });
  });

  it('turns the execute-api endpoint off and answers on its custom domain only, mapped to the $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    const [[domainId, domain]] = ofType('AWS::ApiGatewayV2::DomainName') as [[string, any]];
    expect(domain.Properties.DomainNameConfigurations).toEqual([
      expect.objectContaining({ EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' }),
    ]);
    const [, mapping] = ofType('AWS::ApiGatewayV2::ApiMapping')[0]!;
    expect(refId(mapping.Properties!.DomainName)).toBe(domainId);
    expect(mapping.Properties!.Stage).toBe('$default');
    // Mapped at the root: CloudFront forwards /api/... unchanged and the routes are declared with /api.
    expect(mapping.Properties!.ApiMappingKey).toBeUndefined();
    expect(refId(mapping.Properties!.ApiId)).toBe(ofType('AWS::ApiGatewayV2::Api')[0]![0]);
  });

  it('throttles the default stage and logs access', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });
});

describe('data', () => {
  it('builds the table from tableDefinition: on demand, PITR, TTL, encrypted, 3 GSIs, retained', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        DeletionProtectionEnabled: true,
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
      },
    });
    const [, table] = ofType('AWS::DynamoDB::Table')[0]!;
    const indexes = table.Properties!.GlobalSecondaryIndexes as Record<string, any>[];
    expect(indexes.map((i) => i.IndexName)).toEqual(tableDefinition.indexes.map((i) => i.name));
    for (const index of indexes) {
      expect(index.Projection).toEqual({ ProjectionType: 'ALL' });
      expect(index.KeySchema.map((k: { AttributeName: string }) => k.AttributeName)).toEqual([
        `${index.IndexName}PK`,
        `${index.IndexName}SK`,
      ]);
    }
  });
});

describe('auth', () => {
  it('lets only the API create users: self sign-up off, email sign-in, recovery by email', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: {
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        UsernameAttributes: ['email'],
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          },
        },
      },
    });
  });

  it('offers two-step verification by authenticator app only (TOTP on, SMS off), optional in the pool', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
    const [, pool] = ofType('AWS::Cognito::UserPool')[0]!;
    expect(JSON.stringify(pool.Properties)).not.toContain('SMS_MFA');
    expect(pool.Properties!.SmsConfiguration).toBeUndefined();
  });

  it('creates the student, instructor and admin groups', () => {
    const groups = ofType('AWS::Cognito::UserPoolGroup').map(([, g]) => g.Properties!.GroupName);
    expect(groups.sort()).toEqual(['admin', 'instructor', 'student']);
  });

  it('gives the SPA a secretless client with password, SRP and refresh flows', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
      PreventUserExistenceErrors: 'ENABLED',
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
  });
});

describe('storage', () => {
  it('blocks public access and encrypts every bucket', () => {
    const buckets = ofType('AWS::S3::Bucket');
    expect(buckets.length).toBeGreaterThanOrEqual(4);
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties!.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties!.BucketEncryption, id).toBeDefined();
    }
  });

  it('denies non-TLS requests on every bucket', () => {
    const buckets = ofType('AWS::S3::Bucket').map(([id]) => id);
    const enforced = ofType('AWS::S3::BucketPolicy')
      .filter(([, p]) =>
        (p.Properties!.PolicyDocument as { Statement: Record<string, any>[] }).Statement.some(
          (s) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false',
        ),
      )
      .map(([, p]) => refId(p.Properties!.Bucket));
    expect(enforced.sort()).toEqual(buckets.sort());
  });

  it('versions and retains the videos and certificates buckets and logs access to them', () => {
    for (const name of ['VideosBucket', 'CertificatesBucket']) {
      const [, bucket] = ofType('AWS::S3::Bucket').find(([id]) => id.includes(name))!;
      expect(bucket.DeletionPolicy).toBe('Retain');
      expect(bucket.Properties!.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(bucket.Properties!.LoggingConfiguration).toMatchObject({
        LogFilePrefix: expect.stringMatching(/^s3\//),
      });
    }
  });

  it('expires submission uploads never submitted and thumbnail uploads never attached after a day, and nothing else of the videos bucket', () => {
    const [, videos] = ofType('AWS::S3::Bucket').find(([id]) => id.includes('VideosBucket'))!;
    const rules = (videos.Properties!.LifecycleConfiguration as { Rules: Record<string, any>[] }).Rules;
    const expiring = rules.filter((r) => r.ExpirationInDays !== undefined);
    expect(expiring).toEqual([
      expect.objectContaining({
        Id: 'expire-unsubmitted-uploads',
        Prefix: 'submission-uploads/',
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        Status: 'Enabled',
      }),
      expect.objectContaining({
        Id: 'expire-thumbnail-uploads',
        Prefix: 'thumbnails/',
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        Status: 'Enabled',
      }),
    ]);
  });

  it('lets the web origin PUT and GET videos directly (presigned URLs)', () => {
    const [, videos] = ofType('AWS::S3::Bucket').find(([id]) => id.includes('VideosBucket'))!;
    const [rule] = (videos.Properties!.CorsConfiguration as { CorsRules: Record<string, any>[] }).CorsRules;
    expect(rule!.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'PUT']));
    // No site domain, and the distribution serves the bucket's hls/ (issue 38): naming the distribution would be a
    // cycle, so CloudFront's domains (infra/test/video.test.ts; with a site domain, site-domain.test.ts).
    expect(rule!.AllowedOrigins).toEqual(['https://*.cloudfront.net']);
  });
});

describe('course media', () => {
  it('expires thumbnail uploads after a day and retired thumbnails after a week, and keeps the published ones through every SPA upload', () => {
    const [, videos] = ofType('AWS::S3::Bucket').find(([id]) => id.includes('VideosBucket'))!;
    const rules = (videos.Properties!.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({ Id: 'expire-thumbnail-uploads', Prefix: 'thumbnails/', ExpirationInDays: 1 }),
    );
    const [, site] = ofType('AWS::S3::Bucket').find(([id]) => id.includes('SiteBucket'))!;
    expect((site.Properties!.LifecycleConfiguration as { Rules: unknown[] }).Rules).toEqual([
      expect.objectContaining({
        Id: 'expire-retired-course-media',
        Prefix: 'course-media/',
        TagFilters: [{ Key: 'academy-retired', Value: 'true' }],
        ExpirationInDays: 7,
      }),
    ]);
    const [, deployment] = ofType('Custom::CDKBucketDeployment')[0]!;
    expect(deployment.Properties!.Prune).toBe(true);
    expect(deployment.Properties!.Exclude).toEqual(['course-media/*']);
  });

  it('gives SITE_BUCKET, the site bucket, to the functions that publish course media only', () => {
    for (const route of routeList) {
      const id = ourFunctions().get(`${pascal(route.id)}Function`)!;
      const vars = props(id).Environment.Variables as Record<string, unknown>;
      if (route.grants?.includes('site-media:write'))
        expect(resources[refId(vars.SITE_BUCKET)!]?.Type, route.id).toBe('AWS::S3::Bucket');
      else expect(vars.SITE_BUCKET, route.id).toBeUndefined();
    }
    expect(routeList.filter((r) => r.grants?.includes('site-media:write')).map((r) => r.id)).toEqual([
      'updateCourse',
    ]);
  });
});

describe('web', () => {
  const distribution = () => props(ofType('AWS::CloudFront::Distribution')[0]![0]).DistributionConfig;

  it('serves the SPA from a private bucket through Origin Access Control, HTTPS only', () => {
    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    const s3Origin = config.Origins.find((o: Record<string, unknown>) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    // The site bucket's, and the videos bucket's for /hls/* (issue 38, infra/test/video.test.ts).
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
  });

  it('routes /api/* to the HTTP API uncached with all viewer headers but Host and every method', () => {
    const api = distribution().CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === '/api/*',
    );
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    expect(api.AllowedMethods).toHaveLength(7);
    const origin = distribution().Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    // The API's custom domain: its execute-api domain no longer answers.
    const [domainId] = ofType('AWS::ApiGatewayV2::DomainName')[0]!;
    expect(origin.DomainName).toEqual({ Ref: domainId });
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });

  it('keeps the public answers at the edge for as long as the API says, and nothing that may depend on the caller', () => {
    const behaviors = distribution().CacheBehaviors as { PathPattern: string; [key: string]: unknown }[];
    const api = behaviors.find((b) => b.PathPattern === '/api/*')!;
    const cached = behaviors.filter((b) => b.PathPattern.startsWith('/api/') && b !== api);
    // The catalogue, the course list, the OpenAPI document and the web app's settings: public routes (no caller,
    // so no answer of a signed-in caller to keep) at a fixed path. Not a course (`optional`: a learner's has the
    // lesson addresses), not a path with a parameter.
    const paths = routeList.filter(isEdgeCached).map((r) => r.path);
    expect(paths.sort()).toEqual(['/api/catalogue', '/api/config', '/api/courses', '/api/openapi.json']);
    expect(cached.map((b) => b.PathPattern).sort()).toEqual(paths);
    for (const route of routeList.filter(isEdgeCached)) expect(route.access).toBe('public');
    for (const behavior of cached) {
      expect(behavior, behavior.PathPattern).toMatchObject({
        // Managed-UseOriginCacheControlHeaders-QueryStrings: TTL from the answer's Cache-Control (max-age 60, up
        // to a year), the query string in the key, and no Authorization forwarded.
        CachePolicyId: '4cc15a8a-d715-48a4-82b8-cc0b614638fe',
        TargetOriginId: api.TargetOriginId,
        ViewerProtocolPolicy: 'redirect-to-https',
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS'],
        Compress: true,
      });
      expect(behavior.OriginRequestPolicyId).toBeUndefined();
    }
    // Listed before /api/*, so CloudFront picks them first.
    expect(behaviors.indexOf(api)).toBeGreaterThan(Math.max(...cached.map((b) => behaviors.indexOf(b))));
  });

  it('serves prerendered pages their own HTML, course pages theirs and client routes the shell, without rewriting API errors', () => {
    const config = distribution();
    // Distribution-wide 403/404 pages would turn the API's own 403/404 answers into 200 index.html.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(config.DefaultCacheBehavior.FunctionAssociations[0].EventType).toBe('viewer-request');
    expect(config.CacheBehaviors[0].FunctionAssociations).toBeUndefined();
    const [, fn] = ofType('AWS::CloudFront::Function')[0]!;
    // The deployed code, run as CloudFront runs it, maps every path as the build and `vite preview` do.
    const handler = new Function(`${fn.Properties!.FunctionCode}; return handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    const paths = [
      ...prerenderedPaths,
      ...prerenderedPaths.map((p) => `${p}/`),
      '/courses/01KDVDNA00DKZQ0XD2H8ZYTRDC',
      '/courses/01KDVDNA00DKZQ0XD2H8ZYTRDC/',
      '/courses/a/b',
      '/student/dashboard',
      '/learn/abc/',
      '/no-such-page',
      '/assets/index-Df4Ygh36.js',
      '/course-art/web.svg',
      '/favicon.svg',
    ];
    // Each in Hindi too (`/hi/…` from hi/), and addresses that only look like a language.
    const hindi = ['/hi', '/hi/', ...paths.filter((p) => p !== '/').map((p) => `/hi${p}`)];
    const lookalikes = ['/history', '/hindi/courses', '/en/courses', '/hi.html', '/hi/assets/x.js'];
    for (const uri of [...paths, ...hindi, ...lookalikes]) {
      expect(handler({ request: { uri } }).uri, uri).toBe(htmlFileFor(uri) ?? uri);
    }
    expect(handler({ request: { uri: '/hi' } }).uri).toBe('/hi/index.html');
    expect(handler({ request: { uri: '/hi/courses' } }).uri).toBe('/hi/courses.html');
    expect(handler({ request: { uri: '/hi/courses/abc' } }).uri).toBe(`/hi${COURSE_SHELL}`);
    expect(handler({ request: { uri: '/hi/student/dashboard' } }).uri).toBe(`/hi${SPA_SHELL}`);
    expect(handler({ request: { uri: '/history' } }).uri).toBe(SPA_SHELL);
    expect(handler({ request: { uri: '/courses' } }).uri).toBe('/courses.html');
    expect(handler({ request: { uri: '/courses/abc' } }).uri).toBe(COURSE_SHELL);
    expect(handler({ request: { uri: '/learn/abc' } }).uri).toBe(SPA_SHELL);
  });

  it('sends security headers with a CSP allowing Razorpay checkout and Cognito, and the old XSS filter off', () => {
    const [, policy] = ofType('AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    const headers = (policy.Properties!.ResponseHeadersPolicyConfig as Record<string, any>)
      .SecurityHeadersConfig;
    expect(headers.FrameOptions.FrameOption).toBe('DENY');
    expect(headers.ContentTypeOptions.Override).toBe(true);
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31536000);
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    // OWASP: the deprecated filter is switched off (`X-XSS-Protection: 0`), never `1; mode=block`.
    expect(headers.XSSProtection).toEqual({ Protection: false, Override: true });
    // (A join: it names the videos bucket, which the distribution serves /hls/* from, issue 38.)
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://checkout.razorpay.com');
    expect(csp).toContain('https://cognito-idp.ap-south-1.amazonaws.com');
    expect(csp).toContain("frame-ancestors 'none'");
    const behaviours = [distribution().DefaultCacheBehavior, ...distribution().CacheBehaviors];
    for (const b of behaviours) expect(b.ResponseHeadersPolicyId).toBeDefined();
  });

  it('logs CloudFront access to the log bucket', () => {
    expect(distribution().Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });
});

describe('schedule', () => {
  it('runs each scheduled job on its rate, targeting its own function', () => {
    const rules = ofType('AWS::Events::Rule').map(([, r]) => r.Properties as Record<string, any>);
    expect(rules).toHaveLength(schedules.length);
    const ours = ourFunctions();
    for (const job of schedules) {
      // Jobs may share a rate: find the rule by its target, then check its rate.
      const rule = rules.find((r) => refId(r.Targets[0].Arn) === ours.get(`${pascal(job.id)}Function`));
      expect(rule, job.id).toBeDefined();
      expect(rule!.ScheduleExpression).toBe(`rate(${job.everyMinutes} minutes)`);
    }
  });

  it('grants a scheduled function exactly its declared access', () => {
    for (const job of schedules) {
      const actions = actionsOf(ourFunctions().get(`${pascal(job.id)}Function`)!);
      const grants: readonly string[] = job.grants;
      expect(actions.includes('dynamodb:PutItem'), job.id).toBe(grants.includes('table:write'));
      expect(
        actions.some((a) => a.startsWith('cognito-idp:')),
        job.id,
      ).toBe(grants.includes('userpool:admin'));
    }
  });
});
