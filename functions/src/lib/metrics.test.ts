import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('countMetric', () => {
  // Another test file of this worker may have set the local stack's environment, which turns metrics off.
  beforeEach(() => {
    delete process.env.POWERTOOLS_METRICS_DISABLED;
    delete process.env.POWERTOOLS_DEV;
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
    delete process.env.POWERTOOLS_METRICS_DISABLED;
  });

  it('writes one CloudWatch embedded-metric line: namespace Academy, service academy, the count', async () => {
    // Arrange: what Powertools writes to standard output, where Lambda's log stream takes it
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const { countMetric } = await import('./metrics');

    // Act
    countMetric('PaymentsCaptured');
    countMetric('RemindersSent', 12);
    countMetric('RemindersSent', 0);

    // Assert: two lines (a count of 0 is not sent), each a metric CloudWatch reads
    const emf = lines.map((l) => JSON.parse(l));
    expect(emf).toHaveLength(2);
    expect(emf[0]).toMatchObject({
      service: 'academy',
      PaymentsCaptured: 1,
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'Academy',
            Dimensions: [['service']],
            Metrics: [{ Name: 'PaymentsCaptured', Unit: 'Count' }],
          },
        ],
      },
    });
    expect(emf[1]).toMatchObject({ RemindersSent: 12 });
  });

  it('writes nothing where the configuration turns metrics off (the local stack)', async () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const { countMetric } = await import('./metrics');
    countMetric('EnrollmentsCreated');
    expect(write).not.toHaveBeenCalled();
  });
});
