import { createRequire } from 'node:module';
import { Annotations, Duration, Stack, type StackProps, Stage, Token } from 'aws-cdk-lib';
import {
  BuildEnvironmentVariableType,
  BuildSpec,
  ComputeType,
  LinuxBuildImage,
} from 'aws-cdk-lib/aws-codebuild';
import {
  CodeBuildStep,
  CodePipeline,
  CodePipelineSource,
  ManualApprovalStep,
  ShellStep,
} from 'aws-cdk-lib/pipelines';
import type { Construct } from 'constructs';
import type { AcademyStackProps } from './academy-stack';
import { AcademyStage } from './academy-stage';
import { EDGE_REGION } from './edge';
import { acknowledge, acknowledgeWildcards } from './nag';
import { type StagesConfig, stageConfigProblems } from './stage-config';

/** Offline placeholders: the pipeline synthesises without them, but cannot be deployed until they are set. */
export const PIPELINE_DEFAULTS = {
  repository: 'OWNER/academy',
  branch: 'main',
  connectionArn:
    'arn:aws:codeconnections:ap-south-1:000000000000:connection/00000000-0000-0000-0000-000000000000',
} as const;

export interface PipelineSettings {
  /** `owner/name` of the Git repository behind the CodeStar (CodeConnections) connection. */
  readonly repository: string;
  readonly branch: string;
  readonly connectionArn: string;
}

export interface PipelineStackProps extends StackProps {
  readonly settings: PipelineSettings;
  /** Each stage's settings (context `stages`): checked before anything is built (./stage-config.ts). */
  readonly stages: StagesConfig;
  /** Props of the application stack the pipeline deploys. @default {} */
  readonly academy?: AcademyStackProps;
}

/** The pipeline's test step: the repository's unit and integration tests, on the local stack, in CodeBuild. */
export const PIPELINE_TEST_COMMANDS = [
  'npm ci',
  'npx vitest run --project unit --project integration',
] as const;

/** The CLI version the pipeline installs for self-mutation: the one this repo synthesises with. */
const cliVersion = (createRequire(import.meta.url)('aws-cdk/package.json') as { version: string }).version;

/**
 * CDK Pipelines (issue 36 item 7): source from the connection; build, typecheck, lint and synth; the unit and
 * integration tests in CodeBuild on the local stack (Java for DynamoDB Local), then Staging, smoke tests against
 * it (infra/scripts/smoke.ts), a manual approval, and Prod, whose functions roll out by CodeDeploy canary rolled
 * back by their alarms. Self-mutating, so changes to this file deploy themselves after the first `cdk deploy`.
 * Stage settings with placeholder values refuse to synthesise.
 */
export class PipelineStack extends Stack {
  readonly pipeline: CodePipeline;
  readonly staging: AcademyStage;
  readonly stage: AcademyStage;

  constructor(scope: Construct, id: string, props: PipelineStackProps) {
    super(scope, id, props);
    const { repository, branch, connectionArn } = props.settings;
    const problems = [
      ...(repository === PIPELINE_DEFAULTS.repository ? ['context repository is not set'] : []),
      ...(connectionArn === PIPELINE_DEFAULTS.connectionArn ? ['context connectionArn is not set'] : []),
      ...stageConfigProblems('staging', props.stages.staging),
      ...stageConfigProblems('prod', props.stages.prod),
    ];
    if (problems.length > 0)
      throw new Error(
        `The pipeline's stage settings are incomplete (context \`stages\`, docs/deploy.md#the-pipeline):\n- ${problems.join('\n- ')}`,
      );
    const source = CodePipelineSource.connection(repository, branch, { connectionArn });

    this.pipeline = new CodePipeline(this, 'Pipeline', {
      pipelineName: 'academy',
      crossAccountKeys: false,
      cliVersion,
      synth: new ShellStep('Synth', {
        input: source,
        commands: [
          'npm ci',
          'npm run typecheck',
          'npm run lint',
          'npm run build -w frontend',
          'npx cdk synth',
        ],
        primaryOutputDirectory: 'cdk.out',
      }),
      codeBuildDefaults: {
        buildEnvironment: { buildImage: LinuxBuildImage.STANDARD_7_0 },
        partialBuildSpec: BuildSpec.fromObject({
          phases: { install: { 'runtime-versions': { nodejs: 22 } } },
        }),
      },
    });
    // Both stages deploy AcademyEdge to us-east-1 too, and CodePipeline's cross-region actions need the
    // pipeline's account (for their artifact bucket there): known when synthesised with credentials, as `npm run
    // deploy` and the pipeline's own synth are; an offline synth leaves the edge out and says so.
    const account = props.env?.account;
    const edge = account !== undefined && !Token.isUnresolved(account);
    if (!edge) {
      Annotations.of(this).addWarningV2(
        'academy:pipeline-without-edge',
        'No account (synthesised without credentials): the stages are built without AcademyEdge and its web ACL. Synthesise with credentials, or set CDK_DEFAULT_ACCOUNT, to see the stages the pipeline deploys.',
      );
    }
    const tests = new CodeBuildStep('UnitAndIntegrationTests', {
      input: source,
      commands: [...PIPELINE_TEST_COMMANDS],
      buildEnvironment: { computeType: ComputeType.MEDIUM },
      // DynamoDB Local needs Java 17; the rest of the local stack is the repository's own packages.
      partialBuildSpec: BuildSpec.fromObject({
        phases: { install: { 'runtime-versions': { nodejs: 22, java: 'corretto17' } } },
      }),
      timeout: Duration.minutes(60),
    });
    this.staging = new AcademyStage(this, 'Staging', {
      env: props.env,
      academy: props.academy,
      config: props.stages.staging,
      edge,
    });
    const smokeSecret = props.stages.staging.smokeUserSecretName!;
    const smoke = new CodeBuildStep('SmokeTests', {
      input: source,
      envFromCfnOutputs: { SMOKE_URL: this.staging.stack.webUrlOutput },
      buildEnvironment: {
        environmentVariables: {
          SMOKE_EMAIL: { type: BuildEnvironmentVariableType.SECRETS_MANAGER, value: `${smokeSecret}:email` },
          SMOKE_PASSWORD: {
            type: BuildEnvironmentVariableType.SECRETS_MANAGER,
            value: `${smokeSecret}:password`,
          },
        },
      },
      commands: ['npm ci', 'npx tsx infra/scripts/smoke.ts'],
    });
    this.pipeline.addStage(this.staging, { pre: [tests], post: [smoke] });
    this.stage = new AcademyStage(this, 'Prod', {
      env: props.env,
      academy: props.academy,
      config: props.stages.prod,
      edge,
    });
    this.pipeline.addStage(this.stage, {
      pre: [
        new ManualApprovalStep('PromoteToProd', {
          comment: 'Staging passed its smoke tests: deploy to Prod?',
        }),
      ],
    });
    // Build now rather than in an aspect at synth time, so the acknowledgements below see every resource.
    this.pipeline.buildPipeline();

    // Scoped to the pipeline construct: the Prod stage below it must pass the checks on its own.
    acknowledge(
      this.pipeline,
      {
        id: 'AwsSolutions-S1',
        reason: 'CDK Pipelines artifact bucket: short-lived build artifacts; CloudTrail covers access to it.',
      },
      {
        id: 'AwsSolutions-CB4',
        reason:
          'Build artifacts are encrypted with S3-managed keys; single-account pipeline, no KMS key needed.',
      },
    );
    acknowledgeWildcards(this.pipeline, [
      {
        finding: /^Action::s3:(Abort|DeleteObject|GetBucket|GetObject|List)\*$/,
        reason:
          'CDK Pipelines stages read and write the pipeline artifact bucket only (standard CDK bucket grant).',
      },
      {
        finding: /^Resource::<PipelineArtifactsBucket[A-Za-z0-9]+\.Arn>\/\*$/,
        reason: 'Objects of the pipeline artifact bucket; artifact keys are generated per execution.',
      },
      {
        finding: /^Resource::arn:aws:logs:.*:log-group:\/aws\/codebuild\/.*$/,
        reason: 'CodeBuild writes its build logs to log groups named after its (generated) project.',
      },
      {
        finding: /^Resource::arn:aws:codebuild:.*:report-group\/.*$/,
        reason: 'CodeBuild test report groups are named after the (generated) project.',
      },
      {
        // The account is a token offline and a number when synthesised with credentials.
        finding: /^Resource::arn:\*:iam::(<AWS::AccountId>|\d{12}):role\/\*$/,
        reason:
          'Self-mutation assumes the cdk bootstrap roles; the statement is conditioned on the aws-cdk:bootstrap-role tag.',
      },
      {
        finding: /^Resource::\*$/,
        reason:
          'CDK Pipelines: cloudformation:DescribeStacks/s3:ListBucket for self-mutation and codebuild:StartBuild for asset publishing, whose targets are generated at deploy time.',
      },
      {
        // Named `<pipeline stack>-support-…replicationbucket…`, cut to S3's 63 characters.
        finding: /^Resource::arn:(aws|<AWS::Partition>):s3:::[a-z0-9.-]+-support-[a-z0-9.-]+\/\*$/,
        reason:
          'Objects of the artifact bucket CodePipeline keeps in us-east-1 for the AcademyEdge deploy (cross-region support); artifact keys are generated per execution.',
      },
    ]);
    // That bucket is in a support stack CodePipeline adds to the app (`cross-region-stack-<account>:us-east-1`).
    if (edge) {
      const support = Stage.of(this)?.node.tryFindChild(`cross-region-stack-${account}:${EDGE_REGION}`);
      if (support)
        acknowledge(support, {
          id: 'AwsSolutions-S1',
          reason:
            'CodePipeline’s cross-region artifact bucket for the us-east-1 deploy: short-lived build artifacts; CloudTrail covers access to it.',
        });
    }
  }
}
