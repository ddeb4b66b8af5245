import { defineRoute, routeList, routes } from '@academy/shared';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { AcademyStack } from '../lib/academy-stack';
import { env, flatTemplate, type Resources, refId, SYNTH_TIMEOUT, spaFixture, testApp } from './support';

/**
 * A stand-in route (reusing an existing handler module) with a grant set of its own checks how the
 * videos/certificates grants come out; the real routes' site-media grant is checked on updateCourse.
 */
const uploadVideo = defineRoute({
  ...routes.getHealth,
  id: 'uploadVideoProbe',
  method: 'POST',
  path: '/api/probe/videos',
  handler: 'meta/get-health',
  access: ['instructor'],
  summary: 'Probe: presigned video upload',
  tags: ['probe'],
  grants: ['videos:write', 'certificates:read'],
});

/** A public stand-in beside the admin's create-user route, with its very grants (issue 36: no shared role). */
const publicProbe = defineRoute({
  ...routes.createUser,
  id: 'publicProbe',
  path: '/api/probe/users',
  access: 'public',
  summary: 'Probe: a public route with an admin route’s grants',
  tags: ['probe'],
});

let app: ReturnType<typeof testApp>;
let resources: Resources;

beforeAll(() => {
  app = testApp();
  const stack = new AcademyStack(app, 'Academy', {
    env,
    spaDirectory: spaFixture,
    routes: [...routeList, uploadVideo, publicProbe],
  });
  resources = flatTemplate(stack).toJSON().Resources;
}, SYNTH_TIMEOUT);

function statementsOfProbe(functionPrefix = 'MetaApiUploadVideoProbeFunction') {
  const [fnId] = Object.entries(resources).find(
    ([id, r]) => r.Type === 'AWS::Lambda::Function' && id.startsWith(functionPrefix),
  )!;
  const roleId = refId((resources[fnId]!.Properties as { Role: unknown }).Role);
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((p) => (p.Properties!.Roles as unknown[]).some((r) => refId(r) === roleId))
    .flatMap(
      (p) =>
        (p.Properties!.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] })
          .Statement,
    );
}

const bucketOf = (resource: unknown) => {
  const text = JSON.stringify(resource);
  return /Videos/.test(text)
    ? 'videos'
    : /Certificates/.test(text)
      ? 'certificates'
      : /SiteBucket/.test(text)
        ? 'site'
        : undefined;
};

describe('bucket grants', () => {
  it('lets videos:write put objects in the videos bucket only', () => {
    const puts = statementsOfProbe().filter((s) => [s.Action].flat().includes('s3:PutObject'));
    expect(puts.map((s) => bucketOf(s.Resource))).toEqual(['videos']);
  });

  it('lets certificates:read get objects from the certificates bucket only', () => {
    const gets = statementsOfProbe().filter((s) => [s.Action].flat().includes('s3:GetObject*'));
    expect(gets.map((s) => bucketOf(s.Resource))).toEqual(['certificates']);
  });

  it('lets site-media:write (updateCourse) put and tag under course-media/ of the site bucket only, never delete', () => {
    const statements = statementsOfProbe('CoursesApiUpdateCourseFunction');
    const writes = statements.filter((s) => [s.Action].flat().some((a) => /^s3:(Put|Delete)/.test(a)));
    const actions = writes.flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['s3:PutObject', 's3:PutObjectTagging']));
    expect(actions.filter((a) => a.startsWith('s3:Delete'))).toEqual([]);
    for (const statement of writes) {
      expect(bucketOf(statement.Resource)).toBe('site');
      expect(JSON.stringify(statement.Resource)).toMatch(/"\/course-media\/\*"\]/);
    }
    // It reads the uploads (videos bucket) and writes nothing else there
    const videoWrites = statements.filter(
      (s) => bucketOf(s.Resource) === 'videos' && [s.Action].flat().some((a) => /Put|Delete/.test(a)),
    );
    expect(videoWrites).toEqual([]);
  });

  it('keeps the AWS Solutions checks clean with bucket grants', () => {
    expect(new AwsSolutionsChecks().validateScope(app).violations).toEqual([]);
  });
});

describe('roles and audiences', () => {
  it('never gives a public function the role of an admin function with the same grants', () => {
    const roleOf = (prefix: string) => {
      const [, fn] = Object.entries(resources).find(
        ([id, r]) => r.Type === 'AWS::Lambda::Function' && id.startsWith(prefix),
      )!;
      return refId((fn.Properties as { Role: unknown }).Role);
    };
    expect(roleOf('UsersApiPublicProbeFunction')).toBeDefined();
    expect(roleOf('UsersApiPublicProbeFunction')).not.toBe(roleOf('UsersApiCreateUserFunction'));
  });
});
