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

export const routeStatuses: Readonly<Record<string, RouteStatuses>> = {
  getHealth: {
    returns: [200],
    errors: {
      '403': ['Requests reach the academy API through its web address only'],
    },
  },
  getOpenApi: {
    returns: [200],
    errors: {
      '403': ['Requests reach the academy API through its web address only'],
    },
  },
  getClientConfig: {
    returns: [200],
    errors: {
      '403': ['Requests reach the academy API through its web address only'],
    },
  },
  register: {
    returns: [201],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Invalid email or password', 'Invalid token'],
      '403': [
        'Requests reach the academy API through its web address only',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '409': [
        'An account with this email already exists',
        'An account with this email is being set up. Please try again in a minute.',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  login: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Invalid email or password', 'Invalid token'],
      '403': [
        'Requests reach the academy API through its web address only',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  answerMfaChallenge: {
    returns: [200],
    errors: {
      '400': [
        'Request body is not valid JSON',
        'That code is not right. Enter the current 6-digit code from your authenticator app.',
        null,
      ],
      '401': [
        'Invalid email or password',
        'Invalid token',
        'This sign-in has expired. Please sign in again.',
      ],
      '403': [
        'Requests reach the academy API through its web address only',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  startMfaSetup: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', 'That password is not right.', null],
      '401': ['Authentication required', 'Invalid email or password', 'Invalid token'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '409': ['Two-step verification is already on for this account.'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  verifyMfaSetup: {
    returns: [200],
    errors: {
      '400': [
        'Request body is not valid JSON',
        'That code is not right. Enter the current 6-digit code from your authenticator app.',
        null,
      ],
      '403': ['Requests reach the academy API through its web address only'],
      '404': ['User not found'],
      '410': ['This setup has expired. Please start again.'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  refreshToken: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Invalid token', 'Your session has expired. Please sign in again.'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'Your account has been deactivated. Please contact support.',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getMe: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  updateProfile: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  createUser: {
    returns: [201],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required', 'Invalid email or password'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '409': [
        'An account with this email already exists',
        'An account with this email is being set up. Please try again in a minute.',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listUsers: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  setUserStatus: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', 'You cannot deactivate your own account', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['User not found'],
      '409': ['Your calendar feed changed at the same time. Please try again.'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listCourses: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '403': ['Requests reach the academy API through its web address only'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  browseCatalogue: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '403': ['Requests reach the academy API through its web address only'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getCourse: {
    returns: [200],
    errors: {
      '400': [null],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
      ],
      '404': ['Course not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  createCourse: {
    returns: [201],
    errors: {
      '400': [
        'instructor: Choose the course’s instructor',
        'instructor: Instructors create courses of their own',
        'instructor: No active instructor has this id',
        'Request body is not valid JSON',
        null,
      ],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '409': ['A course with this id already exists'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listInstructorCourses: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  updateCourse: {
    returns: [200],
    errors: {
      '400': [
        'Request body is not valid JSON',
        'The image has not arrived: please upload it again',
        'This upload does not belong to this course',
        'Thumbnails can be at most … MB',
        'Thumbnails must be JPEG, PNG or WebP images',
        null,
      ],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '409': ['The course changed meanwhile: please try again'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  deleteCourse: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '409': ['This course has students enrolled: unpublish it instead of deleting it'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  createModule: {
    returns: [201],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '409': ['The course or module changed meanwhile: please try again'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  updateModule: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found', 'Module not found'],
      '409': ['The course or module changed meanwhile: please try again'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  deleteModule: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found', 'Module not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  rateCourse: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Only students enrolled in this course can rate it',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '409': ['Your rating changed meanwhile: please try again'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  createVideoUpload: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found', 'Module not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  completeVideoUpload: {
    returns: [200],
    errors: {
      '400': [
        'Request body is not valid JSON',
        'That file is not a video within the size limit',
        'The upload has not arrived: please upload the file again',
        'This upload does not belong to this module',
        null,
      ],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found', 'Module not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getVideoLink: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Enrol in this course to watch its videos',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Module not found', 'This module has no video yet'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getCoursePreview: {
    returns: [200],
    errors: {
      '400': [null],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
      ],
      '404': ['Course not found', 'Preview not available'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  createThumbnailUpload: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  enroll: {
    returns: [200, 201],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '402': ['This is a paid course: complete the payment to enrol'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '409': ['This course is not open for free enrolment'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listMyEnrollments: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getMyEnrollment: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['You are not enrolled in this course'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listCourseEnrollments: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  recordProgress: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found', 'Module not found in this course', 'You are not enrolled in this course'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  createPaymentOrder: {
    returns: [201],
    errors: {
      '400': ['Request body is not valid JSON', 'This course is free: enrol without paying', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '409': ['You are already enrolled in this course'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  verifyPayment: {
    returns: [200],
    errors: {
      '400': ['Payment verification failed', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found', 'Payment order not found'],
      '409': [
        'This course is no longer available',
        'This order has already been paid',
        'This payment has already been applied',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  paymentWebhook: {
    returns: [200],
    errors: {
      '400': ['Invalid webhook signature', 'Request body is not valid JSON'],
      '403': ['Requests reach the academy API through its web address only'],
      '409': [
        'This course is no longer available',
        'This order has already been paid',
        'This payment has already been applied',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  generateCertificate: {
    returns: [200, 201],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['You are not enrolled in this course'],
      '409': ['Complete every module of the course to get its certificate'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listMyCertificates: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  verifyCertificate: {
    returns: [200],
    errors: {
      '400': [null],
      '403': ['Requests reach the academy API through its web address only'],
      '404': ['Certificate not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listNotifications: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getUnreadCount: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  markAllNotificationsRead: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  markNotificationRead: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Notification not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getNotificationSettings: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  updateNotificationSettings: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  unsubscribeEmail: {
    returns: [200],
    errors: {
      '400': [
        'This link has expired. Please change your e-mail settings on your profile.',
        'This link is not valid. Please change your e-mail settings on your profile.',
        null,
      ],
      '403': ['Requests reach the academy API through its web address only'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  resubscribeEmail: {
    returns: [200],
    errors: {
      '400': [
        'This link has expired. Please change your e-mail settings on your profile.',
        'This link is not valid. Please change your e-mail settings on your profile.',
        null,
      ],
      '403': ['Requests reach the academy API through its web address only'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getStudentDashboard: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor'],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getInstructorDashboard: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor'],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getAdminDashboard: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor'],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listCourseAssignments: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listMyAssignments: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  createAssignment: {
    returns: [201],
    errors: {
      '400': [
        'Invalid cursor',
        'module: The module does not belong to this course',
        'Request body is not valid JSON',
        null,
      ],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '409': [
        'A course can have at most 50 assignments',
        'This course’s assignments have too much text to store; shorten some descriptions or instructions',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  updateAssignment: {
    returns: [200],
    errors: {
      '400': ['module: The module does not belong to this course', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Assignment not found', 'Course not found'],
      '409': [
        'A course can have at most 50 assignments',
        'This course’s assignments have too much text to store; shorten some descriptions or instructions',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  deleteAssignment: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Assignment not found', 'Course not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  createSubmissionUpload: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You are not enrolled in this course',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Assignment not found'],
      '409': ['This assignment has been graded; your submission can no longer be changed.'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  submitAssignment: {
    returns: [200],
    errors: {
      '400': [
        'Request body is not valid JSON',
        'The attached file was not found: please attach it again',
        null,
      ],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You are not enrolled in this course',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Assignment not found'],
      '409': ['This assignment has been graded; your submission can no longer be changed.'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  gradeSubmission: {
    returns: [200],
    errors: {
      '400': ['Grade must be between 0 and …', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Assignment not found', 'Course not found', 'This student has not submitted this assignment'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listSubmissions: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Assignment not found', 'Course not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listCourseStudents: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listCoursePosts: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listMyPosts: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getPost: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Discussion not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  createPost: {
    returns: [201],
    errors: {
      '400': ['Invalid cursor', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Only instructors can post in this category',
        'Requests reach the academy API through its web address only',
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  replyToPost: {
    returns: [201],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Discussion not found'],
      '423': ['This discussion is locked; no new replies can be added.'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  likePost: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Discussion not found', 'Reply not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  likeReply: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Discussion not found', 'Reply not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  pinPost: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Discussion not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  lockPost: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Discussion not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listCourseSessions: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listMySessions: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  createSession: {
    returns: [201],
    errors: {
      '400': ['Invalid cursor', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  updateSession: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Session not found'],
      '409': ['A completed or cancelled session cannot be changed.'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  deleteSession: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Session not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  joinSession: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You are not enrolled in this course',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Session not found'],
      '409': ['This session has ended.', 'This session was cancelled.'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  setSessionStatus: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Session not found'],
      '409': ['Cannot change a … session to ….'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getCalendarFeed: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  createCalendarFeed: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '409': ['Your calendar feed changed at the same time. Please try again.'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  revokeCalendarFeed: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '409': ['Your calendar feed changed at the same time. Please try again.'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  calendarFeed: {
    returns: [200],
    errors: {
      '400': [null],
      '403': ['Requests reach the academy API through its web address only'],
      '404': ['Calendar feed not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  sendChatToMentor: {
    returns: [201],
    errors: {
      '400': ['Invalid course or student', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  sendChatToStudent: {
    returns: [201],
    errors: {
      '400': ['Invalid course or student', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listStudentChats: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listMentorChats: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getChat: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Chat not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  createTicket: {
    returns: [201],
    errors: {
      '400': ['Invalid course', 'Invalid cursor', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Ticket not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listMyTickets: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listInstructorTickets: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listAdminSupport: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  listAdminTickets: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  getTicket: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Ticket not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  addTicketMessage: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Ticket not found'],
      '409': [null],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
  setTicketStatus: {
    returns: [200],
    errors: {
      '400': ['Assignee must be an active instructor or admin', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Instructors can assign a ticket only to themselves or an admin',
        'Only the assigned staff member or an admin can change this ticket',
        'Requests reach the academy API through its web address only',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Ticket not found'],
      '503': ['The service is temporarily unavailable. Please try again in a moment.'],
    },
  },
};
