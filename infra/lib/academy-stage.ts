import { Stage, type StageProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AcademyStack, type AcademyStackProps } from './academy-stack';
import { EdgeStack } from './edge';
import { STACK_CONTEXT_KEYS, type StageConfig } from './stage-config';

export interface AcademyStageProps extends StageProps {
  readonly academy?: AcademyStackProps;
  /** This stage's own settings (its domain, keys, alarm address …), as context of its stack alone. */
  readonly config?: StageConfig;
  /**
   * Deploy `AcademyEdge` (the web ACL, us-east-1) with the application and put the distribution behind it.
   * @default true
   */
  readonly edge?: boolean;
}

/** A deployable copy of the application (the pipeline deploys one per environment: Staging, then Prod). */
export class AcademyStage extends Stage {
  readonly stack: AcademyStack;
  readonly edge?: EdgeStack;

  constructor(scope: Construct, id: string, props: AcademyStageProps = {}) {
    super(scope, id, props);
    // Context set here is seen by this stage's constructs only (before any is created).
    for (const key of STACK_CONTEXT_KEYS) {
      const value = props.config?.[key];
      if (value !== undefined) this.node.setContext(key, value);
    }
    if (props.edge ?? true) {
      this.edge = new EdgeStack(this, 'AcademyEdge', {
        env: { account: props.env?.account },
        description: 'Online learning academy: the CloudFront web ACL (us-east-1)',
      });
    }
    this.stack = new AcademyStack(this, 'Academy', {
      ...props.academy,
      ...(this.edge ? { crossRegionReferences: true, webAclArn: this.edge.webAclArn } : {}),
    });
  }
}
