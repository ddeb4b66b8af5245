import { useLocation, useParams } from 'react-router-dom';
import { Badge, Card } from '../../../components/ui';
import {
  BackLink,
  ItemList,
  ListRow,
  ListSection,
  MetaItem,
  Page,
  PageHeader,
} from '../../../components/ui/kit';
import { EmptyCard } from '../../../components/ui/kit-empty-card';
import { LoadMore } from '../../../components/ui/kit-list';
import { PageQuery } from '../../../components/ui/kit-page-query';
import { formatDateTime, formatPaise, pluralise } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCouponDetail } from '../api/get-coupon';
import { CouponStatusBadge, couponCourseText } from '../components/coupon-status';
import { COUPON_TIME_ZONE, couponsBaseOf, discountText, usesText, windowText } from '../lib/coupon-form';

/**
 * One coupon (/instructor/coupons/:code, /admin/coupons/:code): its terms, then who used it, newest first
 * (student, course, paid, taken off, when), a page at a time.
 */
export default function CouponDetailPage() {
  const code = useParams().code ?? '';
  usePageTitle(`Coupon ${code}`);
  const base = couponsBaseOf(useLocation().pathname);
  const query = useCouponDetail(code);
  const coupon = query.data?.pages[0]?.coupon;
  const redemptions = query.data?.pages.flatMap((page) => page.redemptions) ?? [];

  return (
    <Page>
      <PageHeader
        back={<BackLink to={base}>All coupons</BackLink>}
        eyebrow="Coupon"
        title={code}
        lead={coupon && `${discountText(coupon)} · ${couponCourseText(coupon)}`}
      />
      <PageQuery
        query={query}
        loading="Loading the coupon"
        failed="The coupon could not be loaded"
        refusalIsFinal
      >
        {coupon && (
          <Card>
            <p>
              <CouponStatusBadge coupon={coupon} /> {windowText(coupon)} · {usesText(coupon)} · created by{' '}
              {coupon.createdBy.name}
            </p>
          </Card>
        )}
        {redemptions.length === 0 ? (
          <EmptyCard title="Not used yet" description="Each enrolment that uses this code is listed here." />
        ) : (
          <Card>
            <ListSection title="Redemptions" meta={pluralise(redemptions.length, 'redemption')}>
              <ItemList>
                {redemptions.map((redemption) => (
                  <ListRow
                    key={redemption.orderId}
                    titleId={`redemption-${redemption.orderId}`}
                    title={redemption.student.name}
                    description={`${redemption.student.email} · ${redemption.course.title}`}
                    facts={
                      <>
                        <MetaItem>Paid {formatPaise(redemption.amount)}</MetaItem>
                        <MetaItem>
                          <Badge tone="purple">−{formatPaise(redemption.discount)}</Badge>
                        </MetaItem>
                        <MetaItem>{formatDateTime(redemption.redeemedAt, COUPON_TIME_ZONE)} IST</MetaItem>
                      </>
                    }
                  />
                ))}
              </ItemList>
            </ListSection>
            <LoadMore pages={query} />
          </Card>
        )}
      </PageQuery>
    </Page>
  );
}
