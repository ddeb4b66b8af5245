import type { Certificate } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AwardIcon } from '../../../components/icons/icons';
import { Alert, Button } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import { textOf } from '../../../components/ui/site-text';
import { messageOf } from '../../../lib/api-client';
import { gradePhrase, PdfLink, useGenerateCertificate } from '../../certificates';
import styles from './certificate-callout.module.css';
import { DownloadIcon } from './icons';

/** Shown once every module is complete: issues the certificate and offers its PDF. */
export function CertificateCallout({ courseId, courseTitle }: { courseId: string; courseTitle: string }) {
  const { t } = useLingui();
  const generate = useGenerateCertificate();
  const [issued, setIssued] = useState<{ certificate: Certificate; at: number } | null>(null);

  const issue = async () => {
    const certificate = await generate.mutateAsync(courseId);
    setIssued({ certificate, at: Date.now() });
    return certificate;
  };

  const certificateId = issued?.certificate.certificateId;
  const grade = issued ? gradePhrase(issued.certificate) : '';

  return (
    <section className={styles.callout} aria-labelledby="certificate-title">
      <AwardIcon className={styles.icon} />
      <div className={layoutOf('stack', 2, 'shrink')}>
        <h2 id="certificate-title" className={styles.title}>
          {issued ? <Trans>Your certificate is ready</Trans> : <Trans>Course complete!</Trans>}
        </h2>
        {issued ? (
          <p className={textOf('text', 'wrap')}>
            <Trans>
              Certificate <span className={styles.code}>{certificateId}</span> for {courseTitle}, {grade}.
            </Trans>
          </p>
        ) : (
          <p className={textOf('text', 'wrap')}>
            <Trans>
              You have completed every module of {courseTitle}. Get your certificate to download and share it.
            </Trans>
          </p>
        )}
        {generate.isError && (
          <Alert tone="error" className={styles.alert}>
            {messageOf(generate.error, t`The certificate could not be issued. Please try again.`)}
          </Alert>
        )}
        <div className={styles.actions}>
          {issued ? (
            <>
              <PdfLink
                href={issued.certificate.certificateUrl}
                receivedAt={issued.at}
                renew={() =>
                  issue().then(
                    (c) => c.certificateUrl,
                    () => undefined,
                  )
                }
                variant="success"
                icon={<DownloadIcon />}
              >
                <Trans>Download PDF</Trans>
              </PdfLink>
              <Link to="/student/certificates" className={styles.link}>
                <Trans>View my certificates</Trans>
              </Link>
            </>
          ) : (
            <Button
              variant="success"
              icon={<AwardIcon />}
              busy={generate.isPending}
              busyText={t`Issuing your certificate…`}
              onClick={() => void issue().catch(() => undefined)}
            >
              <Trans>Get your certificate</Trans>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
