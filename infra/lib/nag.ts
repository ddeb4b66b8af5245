import {
  AspectPriority,
  Aspects,
  CfnElement,
  CfnResource,
  type IAspect,
  Names,
  Stack,
  Stage,
  Validations,
} from 'aws-cdk-lib';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag 3 acknowledges findings through CDK's own `Validations.of(scope).acknowledge()`, one exact finding id
 * at a time (`AwsSolutions-IAM5[Resource::<Table1234.Arn>/index/*]`); it has no pattern matching. The ids of
 * IAM findings embed logical ids and CDK's grant action lists, so spelling them by hand would break on every
 * rename. These helpers run the rule itself on the finished policies and acknowledge only the findings that
 * match an expected pattern, each with its reason. Anything unexpected still fails synth.
 */
export interface FindingAllowance {
  /** Matched against the finding, e.g. `Resource::*` or `Action::s3:GetObject*`. */
  readonly finding: RegExp;
  readonly reason: string;
}

type RuleFn = (node: CfnResource) => unknown;

class AcknowledgeFindings implements IAspect {
  constructor(
    private readonly ruleId: string,
    private readonly rule: RuleFn,
    private readonly allowances: readonly FindingAllowance[],
  ) {}

  visit(node: IConstruct): void {
    if (!CfnResource.isCfnResource(node)) return;
    const result = this.rule(node);
    if (!Array.isArray(result)) return;
    for (const finding of result as string[]) {
      const allowance = this.allowances.find((a) => a.finding.test(finding));
      if (allowance)
        Validations.of(node).acknowledge({
          id: `${this.ruleId}[${asSynthesized(node, finding)}]`,
          reason: allowance.reason,
        });
    }
  }
}

/**
 * A finding as the synthesized template spells it. Aspects run before CDK turns references across stacks into
 * parameters, so in a nested stack the rule names another stack's resource `<DataTable1234.Arn>` here and
 * `<referencetoAcademyDataTable5678Arn>` (the nested stack's parameter, named as CDK names it) once synthesized.
 */
function asSynthesized(node: CfnResource, finding: string): string {
  const stack = Stack.of(node);
  if (!stack.nested) return finding;
  return finding.replace(/<([A-Za-z0-9]+)\.([A-Za-z0-9]+)>/g, (whole, id: string, attribute: string) => {
    // Among the stacks of the same stage (the pipeline's stages each hold a copy of every stack).
    const stage = Stage.of(node);
    const others = (stage ? elementsOf(stage) : []).filter(
      (e) => Stage.of(e) === stage && Stack.of(e) !== stack && Stack.of(e).getLogicalId(e) === id,
    );
    return others.length === 1 ? `<referenceto${Names.nodeUniqueId(others[0]!.node)}${attribute}>` : whole;
  });
}

// Per stage, found when the stage is synthesised (CDK Pipelines synthesises each stage as it is added, before
// the next one exists, so a cache of the whole app would miss the later stages).
const elementsByStage = new WeakMap<IConstruct, CfnElement[]>();
const elementsOf = (stage: IConstruct): CfnElement[] => {
  let found = elementsByStage.get(stage);
  if (!found) {
    found = stage.node.findAll().filter((c): c is CfnElement => CfnElement.isCfnElement(c));
    elementsByStage.set(stage, found);
  }
  return found;
};

/** Acknowledge the IAM wildcard findings (AwsSolutions-IAM5) under `scope` that match `allowances`. */
export function acknowledgeWildcards(scope: IConstruct, allowances: readonly FindingAllowance[]): void {
  Aspects.of(scope).add(
    new AcknowledgeFindings('AwsSolutions-IAM5', rules.iam.IAMNoWildcardPermissions as RuleFn, allowances),
    { priority: AspectPriority.READONLY },
  );
}

/** Acknowledge the AWS managed policy findings (AwsSolutions-IAM4) under `scope` that match `allowances`. */
export function acknowledgeManagedPolicies(scope: IConstruct, allowances: readonly FindingAllowance[]): void {
  Aspects.of(scope).add(
    new AcknowledgeFindings('AwsSolutions-IAM4', rules.iam.IAMNoManagedPolicies as RuleFn, allowances),
    { priority: AspectPriority.READONLY },
  );
}

/** Acknowledge whole rules (no per-finding ids) on `scope` and everything below it. */
export function acknowledge(scope: IConstruct, ...acks: { id: string; reason: string }[]): void {
  Validations.of(scope).acknowledge(...acks);
}

/** `AwsSolutions-IAM4[Policy::...AWSLambdaBasicExecutionRole]` and friends: CDK-provided helper functions. */
export const lambdaBasicExecution: FindingAllowance = {
  finding: /^Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole$/,
  reason:
    'CDK-provided helper function: the AWS managed basic execution role only lets it write its own logs.',
};
