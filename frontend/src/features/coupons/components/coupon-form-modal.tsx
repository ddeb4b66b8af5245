import type { Coupon } from '@academy/shared/features/coupons/schemas';
import { useLingui } from '@lingui/react/macro';
import { Select, TextField } from '../../../components/ui';
import { FieldGrid, FormModal, wideField } from '../../../components/ui/kit';
import { applyServerIssues, savingState } from '../../../components/ui/kit-item-form';
import { useSchemaForm } from '../../../components/ui/kit-schema-form';
import { useCreateCoupon } from '../api/create-coupon';
import { useManagedCourses } from '../api/list-managed-courses';
import { CouponForm, couponDraft, SITE_WIDE } from '../lib/coupon-form';

const formFields = ['code', 'courseId', 'kind', 'value', 'startsAt', 'endsAt', 'maxRedemptions'];

/**
 * New coupon: the code, the course (an instructor's own; an admin's any, or every course), percent or flat
 * rupees off, the window in India's time and how many may use it. Render it only while open.
 */
export function CouponFormModal({
  siteWide,
  onClose,
  onCreated,
}: {
  /** Offer "All courses (site-wide)" (admins). */
  siteWide: boolean;
  onClose: () => void;
  onCreated: (coupon: Coupon) => void;
}) {
  const { t } = useLingui();
  const create = useCreateCoupon();
  const courses = useManagedCourses();
  const { handleSubmit, setError, watch, field } = useSchemaForm(CouponForm, couponDraft());
  const kind = watch('kind');

  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: onCreated,
      onError: (error) => applyServerIssues(error, setError, formFields),
    }),
  );

  const courseOptions = [
    { value: '', label: courses.isPending ? t`Loading courses…` : t`Choose a course` },
    ...(siteWide ? [{ value: SITE_WIDE, label: t`All courses (site-wide)` }] : []),
    ...(courses.data ?? []).map((course) => ({ value: course.id, label: course.title })),
  ];

  return (
    <FormModal
      formId="coupon-form-new"
      title={t`New coupon`}
      description={t`Students type the code at checkout; each may use it once.`}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t`Create`}
      errorTitle={t`Failed to save coupon.`}
      {...savingState(create)}
    >
      <FieldGrid>
        <TextField
          label={t`Code`}
          autoComplete="off"
          autoCapitalize="characters"
          hint={t`3 to 20 letters, digits or dashes, e.g. SAVE20.`}
          {...field('code')}
        />
        <Select
          label={t`Course`}
          options={courseOptions}
          hint={courses.isError ? t`Your courses could not be loaded.` : undefined}
          {...field('courseId')}
        />
        <Select
          label={t`Discount type`}
          options={[
            { value: 'percent', label: t`Percentage off` },
            { value: 'flat', label: t`Flat rupees off` },
          ]}
          {...field('kind')}
        />
        <TextField
          label={kind === 'percent' ? t`Discount (%)` : t`Discount (₹)`}
          type="number"
          inputMode="numeric"
          min={1}
          max={kind === 'percent' ? 100 : undefined}
          {...field('value')}
        />
        <TextField
          label={t`Starts`}
          type="datetime-local"
          hint={t`India time (IST).`}
          {...field('startsAt')}
        />
        <TextField label={t`Ends`} type="datetime-local" hint={t`India time (IST).`} {...field('endsAt')} />
        <TextField
          label={t`Maximum uses`}
          type="number"
          inputMode="numeric"
          min={1}
          className={wideField}
          {...field('maxRedemptions')}
        />
      </FieldGrid>
    </FormModal>
  );
}
