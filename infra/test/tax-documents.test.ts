import {
  demoSeller,
  emailEventsSubscriber,
  grantsOf,
  queueConsumers,
  routeList,
  schedules,
  sellerEnvironment,
  streamConsumers,
} from '@academy/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_TAG } from '../lib/academy-function';
import { pascal } from '../lib/paths';
import { stageConfigProblems } from '../lib/stage-config';
import { TAX_DOCUMENT_RETENTION } from '../lib/storage';
import { localRazorpay } from '../local/razorpay';
import { fixtureStages } from './fixtures/stages';
import {
  expectPrivateEncryptedTlsOnly,
  type Resources,
  refId,
  resourcesOfType,
  SYNTH_TIMEOUT,
  synthAcademy,
} from './support';

/** A stage's seller as context `seller` gives it (a made-up company; its GSTIN's check character holds). */
const stageSeller = {
  legalName: 'Academy Learning Private Limited',
  gstin: '29AAGCA9999B1Z4',
  state: '29',
  address: '4th Floor, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034',
  gstRateBasisPoints: 1800,
  invoiceSeries: 'INV',
  creditNoteSeries: 'CRN',
  refundWindowDays: 14,
} as const;

const SELLER_VARIABLES = Object.keys(sellerEnvironment(demoSeller)).sort();

let resources: Resources;

beforeAll(() => {
  ({ resources } = synthAcademy({ seller: stageSeller }));
}, SYNTH_TIMEOUT);

const ofType = (type: string) => resourcesOfType(resources, type);
const props = (id: string) => resources[id]?.Properties as Record<string, any>;

/** Our functions by construct id (`GetTaxDocumentFunction`) with their handler module and grants. */
const declared = new Map<string, { handler: string; grants: readonly string[] }>(
  [
    ...routeList.map((r) => ({ ...r, grants: grantsOf(r) })),
    ...schedules,
    ...streamConsumers,
    ...queueConsumers,
    emailEventsSubscriber,
  ].map(
    (f) =>
      [`${pascal(f.id)}Function`, { handler: f.handler, grants: f.grants as readonly string[] }] as const,
  ),
);

function ourFunctions(): { tag: string; id: string; vars: Record<string, unknown> }[] {
  return ofType('AWS::Lambda::Function').flatMap(([id, r]) => {
    const tag = (r.Properties?.Tags as { Key: string; Value: string }[] | undefined)?.find(
      (t) => t.Key === FUNCTION_TAG,
    )?.Value;
    return tag ? [{ tag, id, vars: props(id).Environment.Variables as Record<string, unknown> }] : [];
  });
}

const invoicesBucketId = () =>
  ofType('AWS::S3::Bucket').find(([id]) => id.startsWith('StorageInvoicesBucket'))![0];

function statementsOf(functionId: string): { Action: string | string[]; Resource: unknown }[] {
  const roleId = refId(props(functionId).Role);
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties!.Roles as unknown[]).some((r) => refId(r) === roleId))
    .flatMap(([, p]) => (p.Properties!.PolicyDocument as { Statement: never[] }).Statement);
}

describe('seller settings per stage (issue 39)', () => {
  it('gives every payments function, routes and the invoices consumer, the stage’s seller, and no other function', () => {
    const functions = ourFunctions();
    const payments = functions.filter((f) => declared.get(f.tag)?.handler.startsWith('payments/'));
    expect(payments.map((f) => f.tag)).toEqual(
      expect.arrayContaining([
        'GetTaxDocumentFunction',
        'RequestRefundFunction',
        'DecideRefundFunction',
        'PaymentWebhookFunction',
        'IssueInvoicesFunction',
      ]),
    );
    for (const { tag, vars } of payments)
      expect(vars, tag).toMatchObject({
        SELLER_LEGAL_NAME: stageSeller.legalName,
        SELLER_GSTIN: stageSeller.gstin,
        SELLER_STATE: '29',
        SELLER_ADDRESS: stageSeller.address,
        SELLER_SAC: '999293',
        GST_RATE_BASIS_POINTS: '1800',
        INVOICE_SERIES: 'INV',
        CREDIT_NOTE_SERIES: 'CRN',
        REFUND_WINDOW_DAYS: '14',
      });
    for (const { tag, vars } of functions.filter((f) => !payments.includes(f)))
      expect(
        Object.keys(vars).filter((k) => SELLER_VARIABLES.includes(k)),
        tag,
      ).toEqual([]);
  });

  it('puts no secret value beside them: the payments functions’ secrets by name only', () => {
    for (const { tag, vars } of ourFunctions().filter((f) =>
      declared.get(f.tag)?.handler.startsWith('payments/'),
    )) {
      const text = JSON.stringify(vars);
      expect(text, tag).not.toContain(localRazorpay.keySecret);
      expect(text, tag).not.toContain(localRazorpay.webhookSecret);
      expect(text, tag).not.toMatch(/resolve:secretsmanager/);
      expect(
        Object.keys(vars).filter((k) => /SECRET/.test(k) && !k.endsWith('_SECRET_ID')),
        tag,
      ).toEqual([]);
    }
  });

  it('fails synth with zod’s message on a bad GSTIN, and on a state that is not the GSTIN’s', () => {
    const withSeller = (seller: unknown) => () => synthAcademy({ seller });

    expect(withSeller({ ...stageSeller, gstin: '29AAGCA9999B1Z5' })).toThrow(
      /Context seller is invalid[\s\S]*gstin/,
    );
    expect(withSeller({ ...stageSeller, state: '27' })).toThrow(/seller’s state must be its GSTIN’s state/);
    expect(withSeller('{"legalName": ')).toThrow(/Context seller is not JSON/);
  });

  it(
    'takes the settings as a JSON string too (`-c seller=…`)',
    () => {
      const { resources } = synthAcademy({ seller: JSON.stringify(stageSeller) });
      const fn = Object.values(resources).find(
        (r) =>
          r.Type === 'AWS::Lambda::Function' && (r.Properties as any)?.Environment?.Variables?.SELLER_GSTIN,
      );
      expect((fn!.Properties as any).Environment.Variables.SELLER_GSTIN).toBe(stageSeller.gstin);
    },
    SYNTH_TIMEOUT,
  );

  it('is required of each stage the pipeline deploys, valid and not the demo seller', () => {
    expect(stageConfigProblems('prod', fixtureStages.prod)).toEqual([]);
    expect(stageConfigProblems('prod', { ...fixtureStages.prod, seller: undefined })).toContain(
      'prod.seller is not set',
    );
    expect(stageConfigProblems('staging', { ...fixtureStages.staging, seller: demoSeller })).toContain(
      `staging.seller is the demo seller (GSTIN ${demoSeller.gstin}), not a real registration`,
    );
    expect(
      stageConfigProblems('staging', {
        ...fixtureStages.staging,
        seller: { ...stageSeller, gstin: 'nope' },
      }).join(),
    ).toMatch(/staging\.seller is invalid/);
  });
});

describe('the invoices bucket (issue 39)', () => {
  it('is private, encrypted, TLS only, versioned and kept when the stack goes', () => {
    const id = invoicesBucketId();
    const bucket = resources[id]!;
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties).toMatchObject({ VersioningConfiguration: { Status: 'Enabled' } });
    expectPrivateEncryptedTlsOnly(resources, id);
  });

  it('keeps every tax document at least eight years: locked, and no lifecycle rule removes one sooner', () => {
    const bucket = props(invoicesBucketId());
    const eightYears = 8 * 365 + 2;
    expect(TAX_DOCUMENT_RETENTION.toDays()).toBeGreaterThanOrEqual(eightYears);
    expect(bucket.ObjectLockEnabled).toBe(true);
    expect(bucket.ObjectLockConfiguration).toEqual({
      ObjectLockEnabled: 'Enabled',
      Rule: { DefaultRetention: { Mode: 'GOVERNANCE', Days: TAX_DOCUMENT_RETENTION.toDays() } },
    });
    for (const rule of bucket.LifecycleConfiguration.Rules as Record<string, any>[]) {
      if (rule.ExpirationInDays !== undefined)
        expect(rule.ExpirationInDays, rule.Id).toBeGreaterThanOrEqual(eightYears);
      if (rule.NoncurrentVersionExpiration)
        expect(rule.NoncurrentVersionExpiration.NoncurrentDays, rule.Id).toBeGreaterThanOrEqual(eightYears);
      expect(rule.ExpirationDate, rule.Id).toBeUndefined();
      expect(rule.Transitions ?? [], rule.Id).toEqual([]);
    }
  });

  it('is read and written by the functions granted invoices:*, which get INVOICES_BUCKET; none may delete', () => {
    const id = invoicesBucketId();
    const functions = ourFunctions();
    const granted = functions.filter((f) =>
      declared.get(f.tag)?.grants.some((g) => g.startsWith('invoices:')),
    );
    // BuildDataExports (issue 41) reads a person's invoices' PDFs into their data export.
    expect(granted.map((f) => f.tag).sort()).toEqual([
      'BuildDataExportsFunction',
      'EmailNotificationsFunction',
      'GetTaxDocumentFunction',
      'IssueInvoicesFunction',
    ]);
    for (const { tag, vars } of functions) {
      const has = granted.some((f) => f.tag === tag);
      if (has) expect(JSON.stringify(vars.INVOICES_BUCKET), tag).toContain('InvoicesBucket');
      else expect(vars.INVOICES_BUCKET, tag).toBeUndefined();
    }
    const onInvoices = (fnId: string) =>
      statementsOf(fnId)
        .filter(
          (s) =>
            JSON.stringify(s.Resource).includes('InvoicesBucket') || JSON.stringify(s.Resource).includes(id),
        )
        .flatMap((s) => [s.Action].flat());
    const consumer = granted.find((f) => f.tag === 'IssueInvoicesFunction')!;
    const document = granted.find((f) => f.tag === 'GetTaxDocumentFunction')!;
    const mailer = granted.find((f) => f.tag === 'EmailNotificationsFunction')!;
    // The issuer stores the PDF once (asking whether it is there first); the mailer only reads it to attach it.
    expect(onInvoices(consumer.id)).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:PutObject']));
    expect(onInvoices(mailer.id)).toContain('s3:GetObject*');
    expect(onInvoices(mailer.id)).not.toContain('s3:PutObject');
    expect(onInvoices(document.id)).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:PutObject']));
    for (const f of granted)
      expect(
        onInvoices(f.id).filter((a) => /Delete/.test(a)),
        f.tag,
      ).toEqual([]);
  });
});
