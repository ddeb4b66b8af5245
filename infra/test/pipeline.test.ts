import { routeList, schedules } from '@academy/shared';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_TAG } from '../lib/academy-function';
import { PIPELINE_DEFAULTS, PipelineStack } from '../lib/pipeline';
import { env, flatTemplate, SYNTH_TIMEOUT, spaFixture, testApp } from './support';

let stack: PipelineStack;
let template: Template;

beforeAll(() => {
  stack = new PipelineStack(testApp(), 'AcademyPipeline', {
    env,
    settings: {
      repository: 'academy-org/academy',
      branch: 'release',
      connectionArn: 'arn:aws:codeconnections:ap-south-1:123456789012:connection/abc',
    },
    academy: { spaDirectory: spaFixture },
  });
  template = Template.fromStack(stack);
}, SYNTH_TIMEOUT);

describe('pipeline', () => {
  it('takes its source from the CodeStar connection of the context values', () => {
    const [pipeline] = Object.values(template.findResources('AWS::CodePipeline::Pipeline'));
    const source = pipeline!.Properties.Stages[0].Actions[0];
    expect(source.ActionTypeId).toMatchObject({ Provider: 'CodeStarSourceConnection' });
    expect(source.Configuration).toMatchObject({
      ConnectionArn: 'arn:aws:codeconnections:ap-south-1:123456789012:connection/abc',
      FullRepositoryId: 'academy-org/academy',
      BranchName: 'release',
    });
  });

  it('synthesises with the repo scripts, then updates itself and deploys the Prod stage', () => {
    const projects = Object.values(template.findResources('AWS::CodeBuild::Project'));
    const buildspecs = projects.map((p) => String(p.Properties.Source.BuildSpec));
    expect(
      buildspecs.some(
        (b) => b.includes('npm ci') && b.includes('npm run build -w frontend') && b.includes('npx cdk synth'),
      ),
    ).toBe(true);
    const [pipeline] = Object.values(template.findResources('AWS::CodePipeline::Pipeline'));
    const stages = pipeline!.Properties.Stages.map((s: { Name: string }) => s.Name);
    expect(stages).toEqual(expect.arrayContaining(['Source', 'Build', 'UpdatePipeline', 'Prod']));
  });

  it('pins the CDK CLI version the repository uses (latest is a different major)', () => {
    const buildspecs = Object.values(template.findResources('AWS::CodeBuild::Project')).map((p) =>
      String(p.Properties.Source.BuildSpec),
    );
    expect(buildspecs.some((b) => /aws-cdk@2\.\d+/.test(b))).toBe(true);
  });

  it('deploys the whole application in the Prod stage', () => {
    const prod = flatTemplate(stack.stage.stack);
    const functions = Object.values(prod.findResources('AWS::Lambda::Function')).filter((f) =>
      (f.Properties.Tags as { Key: string }[] | undefined)?.some((t) => t.Key === FUNCTION_TAG),
    );
    expect(functions).toHaveLength(routeList.length + schedules.length);
  });

  it('synthesises offline with the placeholder settings', () => {
    const app = testApp();
    const placeholder = new PipelineStack(app, 'AcademyPipeline', {
      env,
      settings: PIPELINE_DEFAULTS,
      academy: { spaDirectory: spaFixture },
    });
    expect(() => Template.fromStack(placeholder)).not.toThrow();
  });
});
