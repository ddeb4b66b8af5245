import type { Certificate } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { AwardIcon } from '../../../components/icons/icons';
import { Card } from '../../../components/ui';
import { wideField } from '../../../components/ui/kit';
import { textOf } from '../../../components/ui/site-text';
import { formatDateTime } from '../../../lib/format';
import { CertificateFact } from './certificate-fact';
import styles from './certificates.module.css';
import { GradeBadge } from './grade-badge';
import { DownloadIcon, VerifiedIcon } from './icons';
import { PdfLink } from './pdf-link';

interface CertificateCardProps {
  certificate: Certificate;
  /** When the list (and so this PDF link) was fetched. */
  receivedAt: number;
  /** A fresh PDF link for this certificate (the list fetched again). */
  renew: () => Promise<string | undefined>;
}

/** One certificate (spec part 2 §2): course, instructor, id, grade, issue date, the PDF and its check. */
export function CertificateCard({ certificate, receivedAt, renew }: CertificateCardProps) {
  const { t } = useLingui();
  const titleId = `certificate-${certificate.certificateId}`;
  const courseTitle = certificate.course.title;
  return (
    <Card as="article" padding="none" className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardBand}>
        <AwardIcon className={styles.cardIcon} />
        <GradeBadge grade={certificate.grade} percent={certificate.gradePercent} labelled />
      </div>
      <div className={styles.cardBody}>
        <p className={`${styles.cardEyebrow} ${textOf('xs', 'semibold', 'uppercase', 'subtle')}`}>
          <Trans>Certificate of completion</Trans>
        </p>
        <h2 id={titleId} className={textOf('xl', 'wrap')}>
          {certificate.course.title}
        </h2>
        <dl className={styles.cardFacts}>
          <CertificateFact label={t`Instructor`}>{certificate.course.instructor.name}</CertificateFact>
          <CertificateFact label={t`Issued`}>
            <time dateTime={certificate.issuedAt}>{formatDateTime(certificate.issuedAt)}</time>
          </CertificateFact>
          <CertificateFact label={t`Certificate ID`} code className={wideField}>
            {certificate.certificateId}
          </CertificateFact>
        </dl>
      </div>
      <div className={styles.cardActions}>
        <PdfLink
          href={certificate.certificateUrl}
          receivedAt={receivedAt}
          renew={renew}
          icon={<DownloadIcon />}
        >
          <Trans>
            Download PDF
            <span className="sr-only">: {courseTitle}</span>
          </Trans>
        </PdfLink>
        <Link to={`/verify/${encodeURIComponent(certificate.certificateId)}`} className={styles.verifyLink}>
          <VerifiedIcon aria-hidden="true" />
          <Trans>
            Verify
            <span className="sr-only"> the certificate for {courseTitle}</span>
          </Trans>
        </Link>
      </div>
    </Card>
  );
}
