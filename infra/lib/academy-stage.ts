import { Stage, type StageProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AcademyStack, type AcademyStackProps } from './academy-stack';

export interface AcademyStageProps extends StageProps {
  readonly academy?: AcademyStackProps;
}

/** A deployable copy of the application (the pipeline deploys one per environment). */
export class AcademyStage extends Stage {
  readonly stack: AcademyStack;

  constructor(scope: Construct, id: string, props: AcademyStageProps = {}) {
    super(scope, id, props);
    this.stack = new AcademyStack(this, 'Academy', props.academy);
  }
}
