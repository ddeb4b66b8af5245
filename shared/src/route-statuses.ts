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
    errors: {},
  },
  getOpenApi: {
    returns: [200],
    errors: {},
  },
  getClientConfig: {
    returns: [200],
    errors: {},
  },
  register: {
    returns: [201],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Invalid email or password', 'Invalid token'],
      '403': ['Your account has been deactivated. Please contact support.', 'Your account no longer exists'],
      '409': ['An account with this email already exists'],
    },
  },
  login: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Invalid email or password', 'Invalid token'],
      '403': ['Your account has been deactivated. Please contact support.', 'Your account no longer exists'],
    },
  },
  refreshToken: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Invalid token', 'Your session has expired. Please sign in again.'],
      '403': ['Your account has been deactivated. Please contact support.'],
    },
  },
  getMe: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  updateProfile: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  createUser: {
    returns: [201],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '409': ['An account with this email already exists'],
    },
  },
  listUsers: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  setUserStatus: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', 'You cannot deactivate your own account', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['User not found'],
    },
  },
  listCourses: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
    },
  },
  getCourse: {
    returns: [200],
    errors: {
      '400': [null],
      '404': ['Course not found'],
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
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '409': ['A course with this id already exists'],
    },
  },
  listInstructorCourses: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  updateCourse: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '409': ['The course changed meanwhile: please try again'],
    },
  },
  deleteCourse: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '409': ['This course has students enrolled: unpublish it instead of deleting it'],
    },
  },
  createModule: {
    returns: [201],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '409': ['The course or module changed meanwhile: please try again'],
    },
  },
  updateModule: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found', 'Module not found'],
      '409': ['The course or module changed meanwhile: please try again'],
    },
  },
  deleteModule: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found', 'Module not found'],
    },
  },
  rateCourse: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Only students enrolled in this course can rate it',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '409': ['Your rating changed meanwhile: please try again'],
    },
  },
  createVideoUpload: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found', 'Module not found'],
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
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found', 'Module not found'],
    },
  },
  getVideoLink: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'Enrol in this course to watch its videos',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Module not found', 'This module has no video yet'],
    },
  },
  getCoursePreview: {
    returns: [200],
    errors: {
      '400': [null],
      '404': ['Course not found', 'Preview not available'],
    },
  },
  enroll: {
    returns: [200, 201],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '402': ['This is a paid course: complete the payment to enrol'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '409': ['This course is not open for free enrolment'],
    },
  },
  listMyEnrollments: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  listCourseEnrollments: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
    },
  },
  recordProgress: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found', 'Module not found in this course', 'You are not enrolled in this course'],
    },
  },
  createPaymentOrder: {
    returns: [201],
    errors: {
      '400': ['Request body is not valid JSON', 'This course is free: enrol without paying', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
      '409': ['You are already enrolled in this course'],
    },
  },
  verifyPayment: {
    returns: [200],
    errors: {
      '400': ['Payment verification failed', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
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
    },
  },
  paymentWebhook: {
    returns: [200],
    errors: {
      '400': ['Invalid webhook signature', 'Request body is not valid JSON'],
      '409': [
        'This course is no longer available',
        'This order has already been paid',
        'This payment has already been applied',
      ],
    },
  },
  generateCertificate: {
    returns: [200, 201],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['You are not enrolled in this course'],
      '409': ['Complete every module of the course to get its certificate'],
    },
  },
  listMyCertificates: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  verifyCertificate: {
    returns: [200],
    errors: {
      '400': [null],
      '404': ['Certificate not found'],
    },
  },
  listNotifications: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  getUnreadCount: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  markAllNotificationsRead: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  markNotificationRead: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Notification not found'],
    },
  },
  getStudentDashboard: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor'],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  getInstructorDashboard: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor'],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  getAdminDashboard: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor'],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  listCourseAssignments: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
    },
  },
  listMyAssignments: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  createAssignment: {
    returns: [201],
    errors: {
      '400': ['module: The module does not belong to this course', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
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
    },
  },
  updateAssignment: {
    returns: [200],
    errors: {
      '400': ['module: The module does not belong to this course', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
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
    },
  },
  deleteAssignment: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Assignment not found', 'Course not found'],
    },
  },
  submitAssignment: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You are not enrolled in this course',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Assignment not found'],
      '409': ['This assignment has been graded; your submission can no longer be changed.'],
    },
  },
  gradeSubmission: {
    returns: [200],
    errors: {
      '400': ['Grade must be between 0 and …', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Assignment not found', 'Course not found', 'This student has not submitted this assignment'],
    },
  },
  listSubmissions: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Assignment not found', 'Course not found'],
    },
  },
  listCourseStudents: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
    },
  },
  listCoursePosts: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
    },
  },
  listMyPosts: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  getPost: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Discussion not found'],
    },
  },
  createPost: {
    returns: [201],
    errors: {
      '400': ['Invalid cursor', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Only instructors can post in this category',
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
    },
  },
  replyToPost: {
    returns: [201],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Discussion not found'],
      '423': ['This discussion is locked; no new replies can be added.'],
    },
  },
  likePost: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Discussion not found', 'Reply not found'],
    },
  },
  likeReply: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Discussion not found', 'Reply not found'],
    },
  },
  pinPost: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Discussion not found'],
    },
  },
  lockPost: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Discussion not found'],
    },
  },
  listCourseSessions: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You are not enrolled in this course',
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
    },
  },
  listMySessions: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  createSession: {
    returns: [201],
    errors: {
      '400': ['Invalid cursor', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Course not found'],
    },
  },
  updateSession: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Session not found'],
      '409': ['A completed or cancelled session cannot be changed.'],
    },
  },
  deleteSession: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Session not found'],
    },
  },
  joinSession: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You are not enrolled in this course',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Session not found'],
      '409': ['This session has ended.', 'This session was cancelled.'],
    },
  },
  setSessionStatus: {
    returns: [200],
    errors: {
      '400': ['Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You can only manage your own courses',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Session not found'],
      '409': ['Cannot change a … session to ….'],
    },
  },
  getCalendarFeed: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  createCalendarFeed: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '409': ['Your calendar feed changed at the same time. Please try again.'],
    },
  },
  revokeCalendarFeed: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '409': ['Your calendar feed changed at the same time. Please try again.'],
    },
  },
  calendarFeed: {
    returns: [200],
    errors: {
      '400': [null],
      '404': ['Calendar feed not found'],
    },
  },
  sendChatToMentor: {
    returns: [201],
    errors: {
      '400': ['Invalid course or student', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  sendChatToStudent: {
    returns: [201],
    errors: {
      '400': ['Invalid course or student', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  listStudentChats: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  listMentorChats: {
    returns: [200],
    errors: {
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  getChat: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Chat not found'],
    },
  },
  createTicket: {
    returns: [201],
    errors: {
      '400': ['Invalid course', 'Invalid cursor', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Ticket not found'],
    },
  },
  listMyTickets: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  listInstructorTickets: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  listAdminSupport: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  listAdminTickets: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
    },
  },
  getTicket: {
    returns: [200],
    errors: {
      '400': [null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Ticket not found'],
    },
  },
  addTicketMessage: {
    returns: [200],
    errors: {
      '400': ['Invalid cursor', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Ticket not found'],
      '409': [null],
    },
  },
  setTicketStatus: {
    returns: [200],
    errors: {
      '400': ['Assignee must be an active instructor or admin', 'Request body is not valid JSON', null],
      '401': ['Authentication required'],
      '403': [
        'Instructors can assign a ticket only to themselves or an admin',
        'Only the assigned staff member or an admin can change this ticket',
        'You do not have permission to do this',
        'Your account has been deactivated. Please contact support.',
        'Your account no longer exists',
      ],
      '404': ['Ticket not found'],
    },
  },
};
