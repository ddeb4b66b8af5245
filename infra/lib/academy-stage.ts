import { Stage, type StageProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AcademyStack, type AcademyStackProps } from './academy-stack';
import { STACK_CONTEXT_KEYS, type StageConfig } from './stage-config';

export interface AcademyStageProps extends StageProps {
  readonly academy?: AcademyStackProps;
  /** This stage's own settings (its domain, keys, alarm address …), as context of its stack alone. */
  readonly config?: StageConfig;
}

/** A deployable copy of the application (the pipeline deploys one per environment: Staging, then Prod). */
export class AcademyStage extends Stage {
  readonly stack: AcademyStack;

  constructor(scope: Construct, id: string, props: AcademyStageProps = {}) {
    super(scope, id, props);
    // Context set here is seen by this stage's constructs only (before any is created).
    for (const key of STACK_CONTEXT_KEYS) {
      const value = props.config?.[key];
      if (value !== undefined) this.node.setContext(key, value);
    }
    this.stack = new AcademyStack(this, 'Academy', props.academy);
  }
}
