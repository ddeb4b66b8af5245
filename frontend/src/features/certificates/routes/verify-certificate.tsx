import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { code = '' } = useParams();
  const query = useVerifyCertificate(code);
  const unknown = query.isError && isUnknownCode(query.error);

  const verifiedTitle = query.data?.courseTitle;
  usePageTitle(
    verifiedTitle !== undefined
      ? t`Certificate verified: ${verifiedTitle}`
      : unknown
        ? t`Certificate not found`
        : t`Verify a certificate`,
  );

  if (query.isPending) return <PageSpinner label={t`Checking the certificate`} />;

  if (query.isError) {
    return (
      <div className={`container ${styles.page}`}>
        <section className={`${styles.sheet} ${styles.invalid}`} aria-labelledby="verify-title">
          <span className={`${styles.seal} ${styles.sealMissing}`}>
            <SearchOffIcon />
          </span>
          <h1 id="verify-title" className={textOf('3xl')}>
            {unknown ? (
              <Trans>Certificate not found</Trans>
            ) : (
              <Trans>The certificate could not be checked</Trans>
            )}
          </h1>
          <p className={`${styles.lead} ${textOf('muted', 'wrap')}`}>
            {unknown ? (
              <Trans>
                No {BRAND_NAME} certificate has the code{' '}
                <span className={`${styles.code} ${textOf('sm', 'wrap')}`}>{code}</span>. Check the code
                printed on the certificate and try again.
              </Trans>
            ) : (
              <Trans>Please check your connection and try again.</Trans>
            )}
          </p>
          <div className={styles.actions}>
            {!unknown && (
              <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </button>
            )}
            <ButtonLink to="/courses" variant="secondary">
              <Trans>Browse courses</Trans>
            </ButtonLink>
          </div>
        </section>
      </div>
    );
  }

  const cert = query.data;
  const { studentName, courseTitle } = cert;
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.sheet} aria-labelledby="verify-title">
        <div className={styles.band}>
          <span className={styles.seal}>
            <VerifiedIcon />
          </span>
          <p className={styles.badge}>
            <VerifiedIcon aria-hidden="true" />
            <Trans>Verified certificate</Trans>
          </p>
        </div>
        <div className={styles.body}>
          <h1 id="verify-title" className={textOf('3xl')}>
            <Trans>Certificate verified</Trans>
          </h1>
          <p className={`${styles.lead} ${textOf('muted', 'wrap')}`}>
            <Trans>
              This certificate is genuine. {BRAND_NAME} awarded it to <strong>{studentName}</strong> for
              completing <strong>{courseTitle}</strong>.
            </Trans>
          </p>
          <dl className={styles.facts}>
            <CertificateFact label={t`Awarded to`}>{cert.studentName}</CertificateFact>
            <CertificateFact label={t`Course`}>{cert.courseTitle}</CertificateFact>
            <CertificateFact label={t`Instructor`}>{cert.instructorName}</CertificateFact>
            <CertificateFact label={t`Grade`}>
              <GradeBadge grade={cert.grade} percent={cert.gradePercent} />
            </CertificateFact>
            <CertificateFact label={t`Issued`}>
              <time dateTime={cert.issuedAt}>{formatDateTime(cert.issuedAt)}</time>
            </CertificateFact>
            <CertificateFact label={t`Certificate ID`} code>
              {cert.certificateId}
            </CertificateFact>
          </dl>
        </div>
      </section>
    </div>
  );
}
