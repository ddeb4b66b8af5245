import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AwardIcon } from '../../../components/icons/icons';
import { ButtonLink, PageSpinner } from '../../../components/ui';
import { CardGrid, Page, PageHeader } from '../../../components/ui/kit';
import { EmptyCard } from '../../../components/ui/kit-empty-card';
import { TextButton } from '../../../components/ui/kit-text-button';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyCertificates } from '../api/list-my-certificates';
import { CertificateCard } from '../components/certificate-card';
import styles from '../components/certificates.module.css';

/** My Certificates (spec part 2 §2). A failed load is only logged and the list shows empty (spec §8). */
export default function MyCertificatesPage() {
  const { t } = useLingui();
  usePageTitle(t`My Certificates`);
  const query = useMyCertificates();

  if (query.isPending) return <PageSpinner label={t`Loading your certificates`} />;
  if (query.isError) console.error('Loading certificates failed', query.error);
  const certificates = query.data ?? [];
  const count = certificates.length;

  const renew = (certificateId: string) => async () => {
    const { data } = await query.refetch();
    return data?.find((c) => c.certificateId === certificateId)?.certificateUrl;
  };

  return (
    <Page>
      <PageHeader
        eyebrow={t`Achievements`}
        title={t`My Certificates`}
        lead={
          certificates.length > 0
            ? plural(count, {
                one: '# certificate earned. Download the PDF, or share the verification page with an employer.',
                other:
                  '# certificates earned. Download the PDF, or share the verification page with an employer.',
              })
            : t`Complete every module of a course to earn its certificate.`
        }
      />

      {certificates.length === 0 ? (
        <EmptyCard
          icon={<AwardIcon />}
          title={t`No certificates yet`}
          description={t`Finish a course and get its certificate from the learning page; it will be listed here.`}
          action={
            <div className={styles.emptyActions}>
              <ButtonLink to="/student/dashboard">
                <Trans>Go to my dashboard</Trans>
              </ButtonLink>
              <ButtonLink to="/courses" variant="secondary">
                <Trans>Browse courses</Trans>
              </ButtonLink>
              {query.isError && (
                <TextButton onClick={() => void query.refetch()}>
                  <Trans>Try again</Trans>
                </TextButton>
              )}
            </div>
          }
        />
      ) : (
        <CardGrid>
          {certificates.map((certificate) => (
            <li key={certificate.certificateId}>
              <CertificateCard
                certificate={certificate}
                receivedAt={query.dataUpdatedAt}
                renew={renew(certificate.certificateId)}
              />
            </li>
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
