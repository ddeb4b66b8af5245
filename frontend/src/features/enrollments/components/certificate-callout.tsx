import type { Certificate } from '@academy/shared';
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
  const generate = useGenerateCertificate();
  const [issued, setIssued] = useState<{ certificate: Certificate; at: number } | null>(null);

  const issue = async () => {
    const certificate = await generate.mutateAsync(courseId);
    setIssued({ certificate, at: Date.now() });
    return certificate;
  };

  return (
    <section className={styles.callout} aria-labelledby="certificate-title">
      <AwardIcon className={styles.icon} />
      <div className={layoutOf('stack', 2, 'shrink')}>
        <h2 id="certificate-title" className={styles.title}>
          {issued ? 'Your certificate is ready' : 'Course complete!'}
        </h2>
        {issued ? (
          <p className={textOf('text', 'wrap')}>
            Certificate <span className={styles.code}>{issued.certificate.certificateId}</span> for{' '}
            {courseTitle}, {gradePhrase(issued.certificate)}.
          </p>
        ) : (
          <p className={textOf('text', 'wrap')}>
            You have completed every module of {courseTitle}. Get your certificate to download and share it.
          </p>
        )}
        {generate.isError && (
          <Alert tone="error" className={styles.alert}>
            {messageOf(generate.error, 'The certificate could not be issued. Please try again.')}
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
                Download PDF
              </PdfLink>
              <Link to="/student/certificates" className={styles.link}>
                View my certificates
              </Link>
            </>
          ) : (
            <Button
              variant="success"
              icon={<AwardIcon />}
              busy={generate.isPending}
              busyText="Issuing your certificate…"
              onClick={() => void issue().catch(() => undefined)}
            >
              Get your certificate
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
