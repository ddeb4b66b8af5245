import { Stage, type StageProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AcademyStack, type AcademyStackProps } from './academy-stack';
import { EdgeStack } from './edge';

export interface AcademyStageProps extends StageProps {
  readonly academy?: AcademyStackProps;
  /**
   * Deploy `AcademyEdge` (the web ACL, us-east-1) with the application and put the distribution behind it.
   * @default true
   */
  readonly edge?: boolean;
}

/** A deployable copy of the application (the pipeline deploys one per environment). */
export class AcademyStage extends Stage {
  readonly stack: AcademyStack;
  readonly edge?: EdgeStack;

  constructor(scope: Construct, id: string, props: AcademyStageProps = {}) {
    super(scope, id, props);
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
