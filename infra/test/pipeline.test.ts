import { queueConsumers, routeList, schedules, streamConsumers } from '@academy/shared';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_TAG } from '../lib/academy-function';
import { PIPELINE_DEFAULTS, PIPELINE_TEST_COMMANDS, PipelineStack } from '../lib/pipeline';
import { fixturePipelineSettings, fixtureStages } from './fixtures/stages';
import { env, flatTemplate, SYNTH_TIMEOUT, spaFixture, testApp } from './support';

let stack: PipelineStack;
let template: Template;

beforeAll(() => {
  stack = new PipelineStack(testApp(), 'AcademyPipeline', {
    env,
    settings: fixturePipelineSettings,
    stages: fixtureStages,
    academy: { spaDirectory: spaFixture },
  });
  template = Template.fromStack(stack);
}, SYNTH_TIMEOUT);

const pipelineStages = () => {
  const [pipeline] = Object.values(template.findResources('AWS::CodePipeline::Pipeline'));
  return pipeline!.Properties.Stages as {
    Name: string;
    Actions: {
      Name: string;
      RunOrder: number;
      ActionTypeId: { Provider: string };
      Configuration: Record<string, any>;
    }[];
  }[];
};
const projects = () => Object.values(template.findResources('AWS::CodeBuild::Project'));
const buildspecOf = (project: Record<string, any>) => String(project.Properties.Source.BuildSpec);

describe('pipeline', () => {
  it('takes its source from the CodeStar connection of the context values', () => {
    const source = pipelineStages()[0]!.Actions[0]!;
    expect(source.ActionTypeId).toMatchObject({ Provider: 'CodeStarSourceConnection' });
    expect(source.Configuration).toMatchObject({
      ConnectionArn: 'arn:aws:codeconnections:ap-south-1:123456789012:connection/abc',
      FullRepositoryId: 'academy-org/academy',
      BranchName: 'release',
    });
  });

  it('builds, typechecks, lints and synthesises, then tests, deploys Staging, smoke-tests it, asks, deploys Prod', () => {
    const names = pipelineStages().map((s) => s.Name);
    expect(names.slice(0, 3)).toEqual(['Source', 'Build', 'UpdatePipeline']);
    expect(names.indexOf('Staging')).toBeGreaterThan(names.indexOf('UpdatePipeline'));
    expect(names.indexOf('Prod')).toBeGreaterThan(names.indexOf('Staging'));
    const synth = projects()
      .map(buildspecOf)
      .find((b) => b.includes('npx cdk synth'))!;
    for (const command of ['npm ci', 'npm run typecheck', 'npm run lint', 'npm run build -w frontend'])
      expect(synth).toContain(command);

    const staging = pipelineStages().find((s) => s.Name === 'Staging')!;
    const order = (name: string) => staging.Actions.find((a) => a.Name.includes(name))?.RunOrder ?? -1;
    const deploy = Math.min(
      ...staging.Actions.filter((a) => a.ActionTypeId.Provider === 'CloudFormation').map((a) => a.RunOrder),
    );
    expect(order('UnitAndIntegrationTests')).toBeGreaterThan(0);
    expect(order('UnitAndIntegrationTests')).toBeLessThan(deploy);
    expect(order('SmokeTests')).toBeGreaterThan(deploy);

    const prod = pipelineStages().find((s) => s.Name === 'Prod')!;
    const approval = prod.Actions.find((a) => a.ActionTypeId.Provider === 'Manual')!;
    expect(approval.Name).toBe('PromoteToProd');
    const prodDeploy = Math.min(
      ...prod.Actions.filter((a) => a.ActionTypeId.Provider === 'CloudFormation').map((a) => a.RunOrder),
    );
    expect(approval.RunOrder).toBeLessThan(prodDeploy);
  });

  it('runs the unit and integration tests in CodeBuild with the Java DynamoDB Local needs', () => {
    const tests = projects().find((p) => buildspecOf(p).includes(PIPELINE_TEST_COMMANDS[1]))!;
    expect(tests).toBeDefined();
    expect(buildspecOf(tests)).toMatch(/"java":\s*"corretto17"/);
  });

  it('smoke-tests Staging at its own address, as the smoke user kept in Secrets Manager', () => {
    const smoke = projects().find((p) => buildspecOf(p).includes('infra/scripts/smoke.ts'))!;
    expect(smoke).toBeDefined();
    const variables = smoke.Properties.Environment.EnvironmentVariables as {
      Name: string;
      Type: string;
      Value: unknown;
    }[];
    expect(variables).toEqual(
      expect.arrayContaining([
        { Name: 'SMOKE_EMAIL', Type: 'SECRETS_MANAGER', Value: 'academy/staging/smoke-user:email' },
        { Name: 'SMOKE_PASSWORD', Type: 'SECRETS_MANAGER', Value: 'academy/staging/smoke-user:password' },
      ]),
    );
    const staging = pipelineStages().find((s) => s.Name === 'Staging')!;
    const action = staging.Actions.find((a) => a.Name.includes('SmokeTests'))!;
    expect(JSON.stringify(action.Configuration.EnvironmentVariables)).toContain('SMOKE_URL');
  });

  it('pins the CDK CLI version the repository uses (latest is a different major)', () => {
    expect(
      projects()
        .map(buildspecOf)
        .some((b) => /aws-cdk@2\.\d+/.test(b)),
    ).toBe(true);
  });

  it('deploys the whole application in both stages, Prod’s functions by canary, each stage with its own settings', () => {
    for (const stage of [stack.staging.stack, stack.stage.stack]) {
      const app = flatTemplate(stage);
      const functions = Object.values(app.findResources('AWS::Lambda::Function')).filter((f) =>
        (f.Properties.Tags as { Key: string }[] | undefined)?.some((t) => t.Key === FUNCTION_TAG),
      );
      // The routes', the schedules', and the event functions' (the stream and queue consumers and SES's events
      // subscriber).
      expect(functions).toHaveLength(
        routeList.length + schedules.length + streamConsumers.length + queueConsumers.length + 1,
      );
    }
    const prod = flatTemplate(stack.stage.stack);
    expect(Object.keys(prod.findResources('AWS::Lambda::Alias'))).toHaveLength(routeList.length);
    expect(Object.keys(flatTemplate(stack.staging.stack).findResources('AWS::Lambda::Alias'))).toHaveLength(
      0,
    );
    const domainOf = (t: Template) =>
      Object.values(t.findResources('AWS::ApiGatewayV2::DomainName'))[0]!.Properties.DomainName;
    expect(domainOf(prod)).toBe('api-origin.academy.example.com');
    expect(domainOf(flatTemplate(stack.staging.stack))).toBe('api-origin.staging.academy.example.com');
    expect(JSON.stringify(prod.toJSON())).toContain('rzp_live_ProdKeyId0001');
  });

  it('refuses to synthesise with placeholder or missing stage settings, naming each', () => {
    const build =
      (stages: typeof fixtureStages, settings = fixturePipelineSettings) =>
      () =>
        new PipelineStack(testApp(), 'AcademyPipeline', {
          env,
          settings,
          stages,
          academy: { spaDirectory: spaFixture },
        });
    expect(
      build({ ...fixtureStages, prod: { ...fixtureStages.prod, razorpayKeyId: 'rzp_test_placeholder' } }),
    ).toThrow(/prod\.razorpayKeyId is not set/);
    expect(
      build({ ...fixtureStages, prod: { ...fixtureStages.prod, razorpayKeyId: 'rzp_test_Abc' } }),
    ).toThrow(/prod\.razorpayKeyId must be a live key/);
    expect(build({ ...fixtureStages, prod: { ...fixtureStages.prod, apiDomainName: undefined } })).toThrow(
      /prod\.apiDomainName is not set/,
    );
    expect(
      build({ ...fixtureStages, prod: { ...fixtureStages.prod, lambdaDeployment: 'all-at-once' } }),
    ).toThrow(/prod\.lambdaDeployment must be "canary"/);
    expect(build({ ...fixtureStages, prod: { ...fixtureStages.prod, emailDomain: undefined } })).toThrow(
      /prod\.emailDomain is not set/,
    );
    expect(
      build({ ...fixtureStages, staging: { ...fixtureStages.staging, smokeUserSecretName: undefined } }),
    ).toThrow(/staging\.smokeUserSecretName is not set/);
    expect(
      build(fixtureStages, { ...fixturePipelineSettings, connectionArn: PIPELINE_DEFAULTS.connectionArn }),
    ).toThrow(/connectionArn is not set/);
  });
});
