/**
 * The payments feature's checkout dialog, loaded on demand: only a paid course's Enroll Now needs it, so it
 * stays out of the course page's first load (its form library and the GST tables come with it).
 */
let loading: Promise<typeof import('../../payments')> | undefined;

export function loadCheckoutDialog() {
  loading ??= import('../../payments').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
