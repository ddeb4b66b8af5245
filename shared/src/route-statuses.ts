// Generated from each handler's code by `npm run gen:route-statuses` (shared/scripts/route-statuses.ts); do not
// edit. shared/src/route-statuses.test.ts fails when it is out of step with functions/src.

/**
 * Per route: the statuses its function answers with its response body, and per error status the messages
 * it may carry (`null`: computed at run time).
 */
export interface RouteStatuses {
  readonly returns: readonly number[];
  readonly errors: Readonly<Record<string, readonly (string | null)[]>>;
}

/** Every error message a handler can carry, once; the routes below name them by their place (-1: computed at run time). */
const messages: readonly string[] = [
  'Requests reach the academy API through its web address only',
  'The service is temporarily unavailable. Please try again in a moment.',
  'Request body is not valid JSON',
  'Invalid email or password',
  'Invalid token',
  'Your account has been deactivated. Please contact support.',
  'Your account no longer exists',
  'Your parent or guardian has not confirmed your account yet. Please ask them to open the link we emailed them; you can send it again from the sign-in page.',
  'An account with this email already exists',
  'An account with this email is being set up. Please try again in a minute.',
  'That code is not right. Enter the current 6-digit code from your authenticator app.',
  'This sign-in has expired. Please sign in again.',
  'That password is not right.',
  'Authentication required',
  'Admins must use two-step verification. Please sign in again to set it up.',
  'You do not have permission to do this',
  'Two-step verification is already on for this account.',
  'User not found',
  'This setup has expired. Please start again.',
  'Your session has expired. Please sign in again.',
  'Invalid cursor',
  'You cannot deactivate your own account',
  'Your calendar feed changed at the same time. Please try again.',
  'The privacy notice has changed. Please read it again.',
  'Watch-time analytics stay off for accounts of people under 18.',
  'Please agree to the privacy notice first.',
  'You have already asked for as many exports as a day allows. Please try again tomorrow.',
  'Export not found',
  'This export has expired. Please ask for a new one.',
  'You are the only active admin. Please make another admin before deleting your account.',
  'You still manage courses. Please hand them over to another instructor or ask an admin to delete them before deleting your account.',
  'Your account is already being deleted.',
  'No deletion of your account is scheduled.',
  'This link has expired. Please ask your child to send a new one from the sign-in page.',
  'This link is not valid. Please open the latest link we emailed you, or ask your child to send a new one.',
  'Course not found',
  'instructor: Choose the course’s instructor',
  'instructor: Instructors create courses of their own',
  'instructor: No active instructor has this id',
  'A course with this id already exists',
  'The image has not arrived: please upload it again',
  'This upload does not belong to this course',
  'Thumbnails can be at most … MB',
  'Thumbnails must be JPEG, PNG or WebP images',
  'You can only manage your own courses',
  'The course changed meanwhile: please try again',
  'This course has students enrolled: unpublish it instead of deleting it',
  'The course or module changed meanwhile: please try again',
  'Module not found',
  'Only students enrolled in this course can rate it',
  'Your rating changed meanwhile: please try again',
  'That file is not a video within the size limit',
  'The upload has not arrived: please upload the file again',
  'This upload does not belong to this module',
  'This lesson has no uploaded video',
  'This video changed meanwhile: reload the page',
  'That is not a WebVTT caption file: …',
  'Upload a video to this lesson first: captions go with uploaded videos',
  'A lesson can have captions in at most … languages',
  'The captions changed meanwhile: reload the page and try again',
  'This lesson has no captions in that language',
  'Enrol in this course to watch its videos',
  'This module has no video yet',
  'Preview not available',
  'This is a paid course: complete the payment to enrol',
  'This course is not open for free enrolment',
  'You are not enrolled in this course',
  'Module not found in this course',
  'This code has expired',
  'This code is not active yet',
  'This code is not valid',
  'This code is not valid for this course',
  'This course is free: enrol without paying',
  'This course is free: no code is needed',
  'You have already used this code',
  'This code has been fully redeemed',
  'You are already enrolled in this course',
  'Payment verification failed',
  'Payment order not found',
  'This course is no longer available',
  'This order has already been paid',
  'This payment has already been applied',
  'Invalid webhook signature',
  'Document not found',
  'Nothing was charged for this purchase, so there is nothing to refund',
  'The …-day refund window for this purchase has closed',
  'Purchase not found',
  'A refund has already been asked for this purchase',
  'Refund request not found',
  'This refund has already been decided',
  'Razorpay refused the refund: …',
  'Only admins can make codes for every course',
  'This code is taken: please choose another',
  'You can only see the codes of your own courses',
  'Coupon not found',
  'Complete every module of the course to get its certificate',
  'Certificate not found',
  'Notification not found',
  'This link has expired. Please change your e-mail settings on your profile.',
  'This link is not valid. Please change your e-mail settings on your profile.',
  'module: The module does not belong to this course',
  'A course can have at most 50 assignments',
  'This course’s assignments have too much text to store; shorten some descriptions or instructions',
  'Assignment not found',
  'This assignment has been graded; your submission can no longer be changed.',
  'The attached file was not found: please attach it again',
  'Grade must be between 0 and …',
  'This student has not submitted this assignment',
  'Discussion not found',
  'Only instructors can post in this category',
  'This discussion is locked; no new replies can be added.',
  'Reply not found',
  'Session not found',
  'A completed or cancelled session cannot be changed.',
  'This session has ended.',
  'This session was cancelled.',
  'Cannot change a … session to ….',
  'Calendar feed not found',
  'Invalid course or student',
  'Chat not found',
  'Invalid course',
  'Ticket not found',
  'Assignee must be an active instructor or admin',
  'Instructors can assign a ticket only to themselves or an admin',
  'Only the assigned staff member or an admin can change this ticket',
];

/** Per route: the statuses answered with a body, and per error status the places of its messages. */
const table: Record<string, [number[], Record<string, number[]>]> = {
  getHealth: [
    [200],
    {
      '403': [0],
      '503': [1],
    },
  ],
  getOpenApi: [
    [200],
    {
      '403': [0],
      '503': [1],
    },
  ],
  getClientConfig: [
    [200],
    {
      '403': [0],
      '503': [1],
    },
  ],
  register: [
    [201],
    {
      '400': [2, -1],
      '401': [3, 4],
      '403': [0, 5, 6, 7],
      '409': [8, 9],
      '503': [1],
    },
  ],
  login: [
    [200],
    {
      '400': [2, -1],
      '401': [3, 4],
      '403': [0, 5, 6, 7],
      '503': [1],
    },
  ],
  answerMfaChallenge: [
    [200],
    {
      '400': [2, 10, -1],
      '401': [3, 4, 11],
      '403': [0, 5, 6, 7],
      '503': [1],
    },
  ],
  startMfaSetup: [
    [200],
    {
      '400': [2, 12, -1],
      '401': [13, 3, 4],
      '403': [14, 0, 15, 5, 6, 7],
      '409': [16],
      '503': [1],
    },
  ],
  verifyMfaSetup: [
    [200],
    {
      '400': [2, 10, -1],
      '403': [0],
      '404': [17],
      '410': [18],
      '503': [1],
    },
  ],
  refreshToken: [
    [200],
    {
      '400': [2, -1],
      '401': [4, 19],
      '403': [14, 0, 5, 7],
      '503': [1],
    },
  ],
  getMe: [
    [200],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  updateProfile: [
    [200],
    {
      '400': [2, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  createUser: [
    [201],
    {
      '400': [2, -1],
      '401': [13, 3],
      '403': [14, 0, 15, 5, 6, 7],
      '409': [8, 9],
      '503': [1],
    },
  ],
  listUsers: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  setUserStatus: [
    [200],
    {
      '400': [2, 21, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [17],
      '409': [22],
      '503': [1],
    },
  ],
  getPrivacy: [
    [200],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  acceptNotice: [
    [200],
    {
      '400': [2, 23, 24, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  setConsents: [
    [200],
    {
      '400': [25, 2, 24, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  requestExport: [
    [202],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '409': [26],
      '503': [1],
    },
  ],
  getExportLink: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [27, 28],
      '503': [1],
    },
  ],
  requestDeletion: [
    [202],
    {
      '400': [20, 2, 12, -1],
      '401': [13, 3],
      '403': [14, 0, 15, 5, 6, 7],
      '409': [29, 30, 31],
      '503': [1],
    },
  ],
  cancelDeletion: [
    [200],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [32],
      '409': [31],
      '503': [1],
    },
  ],
  getGuardianRequest: [
    [200],
    {
      '400': [33, 34, -1],
      '403': [0],
      '503': [1],
    },
  ],
  confirmGuardianConsent: [
    [200],
    {
      '400': [2, 33, 34, -1],
      '403': [0],
      '503': [1],
    },
  ],
  resendGuardianLink: [
    [202],
    {
      '400': [2, 12, -1],
      '401': [3, 4],
      '403': [0],
      '503': [1],
    },
  ],
  listAuditEntries: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  listCourses: [
    [200],
    {
      '400': [20, -1],
      '403': [0],
      '503': [1],
    },
  ],
  browseCatalogue: [
    [200],
    {
      '400': [20, -1],
      '403': [0],
      '503': [1],
    },
  ],
  getCourse: [
    [200],
    {
      '400': [-1],
      '403': [14, 0, 7],
      '404': [35],
      '503': [1],
    },
  ],
  createCourse: [
    [201],
    {
      '400': [36, 37, 38, 2, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '409': [39],
      '503': [1],
    },
  ],
  listInstructorCourses: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  updateCourse: [
    [200],
    {
      '400': [2, 40, 41, 42, 43, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35],
      '409': [45],
      '503': [1],
    },
  ],
  deleteCourse: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35],
      '409': [46],
      '503': [1],
    },
  ],
  createModule: [
    [201],
    {
      '400': [2, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35],
      '409': [47],
      '503': [1],
    },
  ],
  updateModule: [
    [200],
    {
      '400': [2, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35, 48],
      '409': [47],
      '503': [1],
    },
  ],
  deleteModule: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35, 48],
      '503': [1],
    },
  ],
  rateCourse: [
    [200],
    {
      '400': [2, -1],
      '401': [13],
      '403': [14, 49, 0, 15, 5, 6, 7],
      '404': [35],
      '409': [50],
      '503': [1],
    },
  ],
  createVideoUpload: [
    [200],
    {
      '400': [2, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35, 48],
      '503': [1],
    },
  ],
  completeVideoUpload: [
    [200],
    {
      '400': [2, 51, 52, 53, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35, 48],
      '503': [1],
    },
  ],
  listCourseVideos: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35],
      '503': [1],
    },
  ],
  retryVideoProcessing: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35, 54],
      '409': [55, -1],
      '503': [1],
    },
  ],
  putCaptions: [
    [200],
    {
      '400': [2, 56, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35, 57],
      '409': [58, 59],
      '503': [1],
    },
  ],
  deleteCaptions: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35, 60, 57],
      '409': [59],
      '503': [1],
    },
  ],
  getVideoLink: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 61, 0, 15, 5, 6, 7],
      '404': [48, 62],
      '503': [1],
    },
  ],
  getCoursePreview: [
    [200],
    {
      '400': [-1],
      '403': [14, 0, 7],
      '404': [35, 63],
      '503': [1],
    },
  ],
  createThumbnailUpload: [
    [200],
    {
      '400': [2, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35],
      '503': [1],
    },
  ],
  enroll: [
    [200, 201],
    {
      '400': [2, -1],
      '401': [13],
      '402': [64],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [35],
      '409': [65],
      '503': [1],
    },
  ],
  listMyEnrollments: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  getMyEnrollment: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [66],
      '503': [1],
    },
  ],
  listCourseEnrollments: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [35],
      '503': [1],
    },
  ],
  recordProgress: [
    [200],
    {
      '400': [2, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [35, 67, 66],
      '503': [1],
    },
  ],
  createPaymentOrder: [
    [201],
    {
      '400': [2, 68, 69, 70, 71, 72, 73, 74, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [35],
      '409': [75, 76],
      '503': [1],
    },
  ],
  verifyPayment: [
    [200],
    {
      '400': [77, 2, 74, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [35, 78],
      '409': [79, 80, 81],
      '503': [1],
    },
  ],
  paymentWebhook: [
    [200],
    {
      '400': [82, 2, 74],
      '403': [0],
      '409': [79, 80, 81],
      '503': [1],
    },
  ],
  listMyPurchases: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  getTaxDocument: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [83],
      '503': [1],
    },
  ],
  requestRefund: [
    [201],
    {
      '400': [84, 2, 85, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [86],
      '409': [87],
      '503': [1],
    },
  ],
  listRefunds: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  decideRefund: [
    [200],
    {
      '400': [2, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [88],
      '409': [89],
      '502': [90],
      '503': [1],
    },
  ],
  createCoupon: [
    [201],
    {
      '400': [2, -1],
      '401': [13],
      '403': [14, 91, 0, 44, 15, 5, 6, 7],
      '404': [35],
      '409': [92],
      '503': [1],
    },
  ],
  listCoupons: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  getCoupon: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 93, 15, 5, 6, 7],
      '404': [94],
      '503': [1],
    },
  ],
  quoteCoupon: [
    [200],
    {
      '400': [2, 68, 69, 70, 71, 73, 74, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [35],
      '409': [75],
      '503': [1],
    },
  ],
  generateCertificate: [
    [200, 201],
    {
      '400': [2, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [66],
      '409': [95],
      '503': [1],
    },
  ],
  listMyCertificates: [
    [200],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  verifyCertificate: [
    [200],
    {
      '400': [-1],
      '403': [0],
      '404': [96],
      '503': [1],
    },
  ],
  listNotifications: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  getUnreadCount: [
    [200],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  markAllNotificationsRead: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  markNotificationRead: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [97],
      '503': [1],
    },
  ],
  getNotificationSettings: [
    [200],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  updateNotificationSettings: [
    [200],
    {
      '400': [2, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  unsubscribeEmail: [
    [200],
    {
      '400': [98, 99, -1],
      '403': [0],
      '503': [1],
    },
  ],
  resubscribeEmail: [
    [200],
    {
      '400': [98, 99, -1],
      '403': [0],
      '503': [1],
    },
  ],
  getStudentDashboard: [
    [200],
    {
      '400': [20],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  getInstructorDashboard: [
    [200],
    {
      '400': [20],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  getAdminDashboard: [
    [200],
    {
      '400': [20],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  listCourseAssignments: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 66, 44, 15, 5, 6, 7],
      '404': [35],
      '503': [1],
    },
  ],
  listMyAssignments: [
    [200],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  createAssignment: [
    [201],
    {
      '400': [20, 100, 2, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35],
      '409': [101, 102],
      '503': [1],
    },
  ],
  updateAssignment: [
    [200],
    {
      '400': [100, 2, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [103, 35],
      '409': [101, 102],
      '503': [1],
    },
  ],
  deleteAssignment: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [103, 35],
      '503': [1],
    },
  ],
  createSubmissionUpload: [
    [200],
    {
      '400': [2, -1],
      '401': [13],
      '403': [14, 0, 66, 15, 5, 6, 7],
      '404': [103],
      '409': [104],
      '503': [1],
    },
  ],
  submitAssignment: [
    [200],
    {
      '400': [2, 105, -1],
      '401': [13],
      '403': [14, 0, 66, 15, 5, 6, 7],
      '404': [103],
      '409': [104],
      '503': [1],
    },
  ],
  gradeSubmission: [
    [200],
    {
      '400': [106, 2, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [103, 35, 107],
      '503': [1],
    },
  ],
  listSubmissions: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [103, 35],
      '503': [1],
    },
  ],
  listCourseStudents: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35],
      '503': [1],
    },
  ],
  listCoursePosts: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 66, 44, 15, 5, 6, 7],
      '404': [35],
      '503': [1],
    },
  ],
  listMyPosts: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  getPost: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 66, 44, 15, 5, 6, 7],
      '404': [108],
      '503': [1],
    },
  ],
  createPost: [
    [201],
    {
      '400': [20, 2, -1],
      '401': [13],
      '403': [14, 109, 0, 66, 44, 15, 5, 6, 7],
      '404': [35],
      '503': [1],
    },
  ],
  replyToPost: [
    [201],
    {
      '400': [2, -1],
      '401': [13],
      '403': [14, 0, 66, 44, 15, 5, 6, 7],
      '404': [108],
      '423': [110],
      '503': [1],
    },
  ],
  likePost: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 66, 44, 15, 5, 6, 7],
      '404': [108, 111],
      '503': [1],
    },
  ],
  likeReply: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 66, 44, 15, 5, 6, 7],
      '404': [108, 111],
      '503': [1],
    },
  ],
  pinPost: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [108],
      '503': [1],
    },
  ],
  lockPost: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [108],
      '503': [1],
    },
  ],
  listCourseSessions: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 66, 44, 15, 5, 6, 7],
      '404': [35],
      '503': [1],
    },
  ],
  listMySessions: [
    [200],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  createSession: [
    [201],
    {
      '400': [20, 2, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [35],
      '503': [1],
    },
  ],
  updateSession: [
    [200],
    {
      '400': [20, 2, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [112],
      '409': [113],
      '503': [1],
    },
  ],
  deleteSession: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [112],
      '503': [1],
    },
  ],
  joinSession: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 66, 15, 5, 6, 7],
      '404': [112],
      '409': [114, 115],
      '503': [1],
    },
  ],
  setSessionStatus: [
    [200],
    {
      '400': [20, 2, -1],
      '401': [13],
      '403': [14, 0, 44, 15, 5, 6, 7],
      '404': [112],
      '409': [116],
      '503': [1],
    },
  ],
  getCalendarFeed: [
    [200],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  createCalendarFeed: [
    [200],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '409': [22],
      '503': [1],
    },
  ],
  revokeCalendarFeed: [
    [200],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '409': [22],
      '503': [1],
    },
  ],
  calendarFeed: [
    [200],
    {
      '400': [-1],
      '403': [0],
      '404': [117],
      '503': [1],
    },
  ],
  sendChatToMentor: [
    [201],
    {
      '400': [118, 2, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  sendChatToStudent: [
    [201],
    {
      '400': [118, 2, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  listStudentChats: [
    [200],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  listMentorChats: [
    [200],
    {
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  getChat: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [119],
      '503': [1],
    },
  ],
  createTicket: [
    [201],
    {
      '400': [120, 20, 2, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [121],
      '503': [1],
    },
  ],
  listMyTickets: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  listInstructorTickets: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  listAdminSupport: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  listAdminTickets: [
    [200],
    {
      '400': [20, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '503': [1],
    },
  ],
  getTicket: [
    [200],
    {
      '400': [-1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [121],
      '503': [1],
    },
  ],
  addTicketMessage: [
    [200],
    {
      '400': [20, 2, -1],
      '401': [13],
      '403': [14, 0, 15, 5, 6, 7],
      '404': [121],
      '409': [-1],
      '503': [1],
    },
  ],
  setTicketStatus: [
    [200],
    {
      '400': [122, 2, -1],
      '401': [13],
      '403': [14, 123, 124, 0, 15, 5, 6, 7],
      '404': [121],
      '503': [1],
    },
  ],
};

export const routeStatuses: Readonly<Record<string, RouteStatuses>> = Object.fromEntries(
  Object.entries(table).map(([id, [returns, errors]]) => [
    id,
    {
      returns,
      errors: Object.fromEntries(
        Object.entries(errors).map(([status, places]) => [status, places.map((i) => messages[i] ?? null)]),
      ),
    },
  ]),
);
