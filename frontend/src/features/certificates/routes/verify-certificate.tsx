import { useParams } from 'react-router-dom';
import { ButtonLink, PageSpinner } from '../../../components/ui';
import { textOf } from '../../../components/ui/site-text';
import { BRAND_NAME } from '../../../lib/constants';
import { formatDateTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { isUnknownCode, useVerifyCertificate } from '../api/verify-certificate';
import { CertificateFact } from '../components/certificate-fact';
import styles from '../components/certificates.module.css';
import { GradeBadge } from '../components/grade-badge';
import { SearchOffIcon, VerifiedIcon } from '../components/icons';

/**
 * Public certificate verification (beyond the spec, which has only the call): anyone with the code sees
 * who earned which course, and when; nothing private.
 */
export default function VerifyCertificatePage() {
  const { code = '' } = useParams();
  const query = useVerifyCertificate(code);
  const unknown = query.isError && isUnknownCode(query.error);

  usePageTitle(
    query.data
      ? `Certificate verified: ${query.data.courseTitle}`
      : unknown
        ? 'Certificate not found'
        : 'Verify a certificate',
  );

  if (query.isPending) return <PageSpinner label="Checking the certificate" />;

  if (query.isError) {
    return (
      <div className={`container ${styles.page}`}>
        <section className={`${styles.sheet} ${styles.invalid}`} aria-labelledby="verify-title">
          <span className={`${styles.seal} ${styles.sealMissing}`}>
            <SearchOffIcon />
          </span>
          <h1 id="verify-title" className={textOf('3xl')}>
            {unknown ? 'Certificate not found' : 'The certificate could not be checked'}
          </h1>
          <p className={styles.lead}>
            {unknown ? (
              <>
                No {BRAND_NAME} certificate has the code <span className={styles.code}>{code}</span>. Check
                the code printed on the certificate and try again.
              </>
            ) : (
              'Please check your connection and try again.'
            )}
          </p>
          <div className={styles.actions}>
            {!unknown && (
              <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
                Try again
              </button>
            )}
            <ButtonLink to="/courses" variant="secondary">
              Browse courses
            </ButtonLink>
          </div>
        </section>
      </div>
    );
  }

  const cert = query.data;
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.sheet} aria-labelledby="verify-title">
        <div className={styles.band}>
          <span className={styles.seal}>
            <VerifiedIcon />
          </span>
          <p className={styles.badge}>
            <VerifiedIcon aria-hidden="true" />
            Verified certificate
          </p>
        </div>
        <div className={styles.body}>
          <h1 id="verify-title" className={textOf('3xl')}>
            Certificate verified
          </h1>
          <p className={styles.lead}>
            This certificate is genuine. {BRAND_NAME} awarded it to <strong>{cert.studentName}</strong> for
            completing <strong>{cert.courseTitle}</strong>.
          </p>
          <dl className={styles.facts}>
            <CertificateFact label="Awarded to">{cert.studentName}</CertificateFact>
            <CertificateFact label="Course">{cert.courseTitle}</CertificateFact>
            <CertificateFact label="Instructor">{cert.instructorName}</CertificateFact>
            <CertificateFact label="Grade">
              <GradeBadge grade={cert.grade} percent={cert.gradePercent} />
            </CertificateFact>
            <CertificateFact label="Issued">
              <time dateTime={cert.issuedAt}>{formatDateTime(cert.issuedAt)}</time>
            </CertificateFact>
            <CertificateFact label="Certificate ID" code>
              {cert.certificateId}
            </CertificateFact>
          </dl>
        </div>
      </section>
    </div>
  );
}
