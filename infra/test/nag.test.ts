import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AcademyStack } from '../lib/academy-stack';
import { PipelineStack } from '../lib/pipeline';
import { fixturePipelineSettings, fixtureStages } from './fixtures/stages';
import { env, spaFixture, testApp } from './support';

/** The same stacks as infra/bin/app.ts with its stages configured, with the SPA upload included. */
function buildApp(): App {
  const app = testApp();
  new AcademyStack(app, 'Academy', { env, spaDirectory: spaFixture });
  new PipelineStack(app, 'AcademyPipeline', {
    env,
    settings: fixturePipelineSettings,
    stages: fixtureStages,
    academy: { spaDirectory: spaFixture },
  });
  return app;
}

const findings = (app: App) =>
  new AwsSolutionsChecks().validateScope(app).violations.flatMap((v) =>
    v.violatingResources.map((r) => ({
      rule: v.ruleName,
      severity: v.severity,
      path: r.constructPath ?? '',
    })),
  );

describe('cdk-nag AwsSolutions', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports no unacknowledged finding in any stack, including the pipeline’s Prod stage', () => {
    const app = buildApp();
    // cdk-nag 3 runs as a CDK validation plugin: a finding fails synth, as `cdk synth` would.
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).not.toThrow();
    expect(findings(app)).toEqual([]);
  });

  it('has no stale acknowledgement: each one silences a real finding', () => {
    const acks: { path: string; id: string }[] = [];
    vi.spyOn(Validations.prototype, 'acknowledge').mockImplementation(function (this: unknown, ...rules) {
      const scope = (this as { scope: { node: { path: string } } }).scope;
      for (const rule of rules) acks.push({ path: scope.node.path, id: rule.id });
    });
    const app = buildApp();
    app.synth(); // runs the aspects that acknowledge IAM findings
    const raw = findings(app);
    const stale = acks.filter(
      (a) => !raw.some((f) => f.rule === a.id && (f.path === a.path || f.path.startsWith(`${a.path}/`))),
    );
    expect(acks.length).toBeGreaterThan(0);
    expect(stale).toEqual([]);
  });
});
