// Generated from routes.ts by `npm run gen:endpoints`; do not edit. shared/test/endpoints.test.ts checks it.
import type { Endpoint } from './endpoint';
import type { Routes } from './routes';

/**
 * The route table without its schemas, for the web client: what a request needs (method, path, who may
 * call it) at run time, and each route's schema types for the compiler only. Importing this module loads
 * no zod.
 */
export const endpoints: { readonly [K in keyof Routes]: Endpoint<Routes[K]> } = {
  getHealth: { id: 'getHealth', method: 'GET', path: '/api/health', access: 'public' },
  getOpenApi: { id: 'getOpenApi', method: 'GET', path: '/api/openapi.json', access: 'public' },
  getClientConfig: { id: 'getClientConfig', method: 'GET', path: '/api/config', access: 'public' },
  register: { id: 'register', method: 'POST', path: '/api/auth/register', access: 'public' },
  login: { id: 'login', method: 'POST', path: '/api/auth/login', access: 'public' },
  refreshToken: { id: 'refreshToken', method: 'POST', path: '/api/auth/refresh', access: 'public' },
  getMe: { id: 'getMe', method: 'GET', path: '/api/auth/me', access: ['student', 'instructor', 'admin'] },
  updateProfile: {
    id: 'updateProfile',
    method: 'PUT',
    path: '/api/users/profile',
    access: ['student', 'instructor', 'admin'],
  },
  createUser: { id: 'createUser', method: 'POST', path: '/api/users', access: ['admin'] },
  listUsers: { id: 'listUsers', method: 'GET', path: '/api/users', access: ['admin'] },
  setUserStatus: { id: 'setUserStatus', method: 'PUT', path: '/api/users/{id}/status', access: ['admin'] },
  listCourses: { id: 'listCourses', method: 'GET', path: '/api/courses', access: 'public' },
  getCourse: { id: 'getCourse', method: 'GET', path: '/api/courses/{id}', access: 'optional' },
  createCourse: { id: 'createCourse', method: 'POST', path: '/api/courses', access: ['instructor', 'admin'] },
  listInstructorCourses: {
    id: 'listInstructorCourses',
    method: 'GET',
    path: '/api/courses/instructor/my-courses',
    access: ['instructor', 'admin'],
  },
  updateCourse: {
    id: 'updateCourse',
    method: 'PUT',
    path: '/api/courses/{id}',
    access: ['instructor', 'admin'],
  },
  deleteCourse: {
    id: 'deleteCourse',
    method: 'DELETE',
    path: '/api/courses/{id}',
    access: ['instructor', 'admin'],
  },
  createModule: {
    id: 'createModule',
    method: 'POST',
    path: '/api/courses/{id}/modules',
    access: ['instructor', 'admin'],
  },
  updateModule: {
    id: 'updateModule',
    method: 'PUT',
    path: '/api/courses/{id}/modules/{moduleId}',
    access: ['instructor', 'admin'],
  },
  deleteModule: {
    id: 'deleteModule',
    method: 'DELETE',
    path: '/api/courses/{id}/modules/{moduleId}',
    access: ['instructor', 'admin'],
  },
  createVideoUpload: {
    id: 'createVideoUpload',
    method: 'POST',
    path: '/api/courses/{id}/modules/{moduleId}/video/upload',
    access: ['instructor', 'admin'],
  },
  completeVideoUpload: {
    id: 'completeVideoUpload',
    method: 'POST',
    path: '/api/courses/{id}/modules/{moduleId}/video/complete',
    access: ['instructor', 'admin'],
  },
  getVideoLink: {
    id: 'getVideoLink',
    method: 'GET',
    path: '/api/courses/{id}/modules/{moduleId}/video',
    access: ['student', 'instructor', 'admin'],
  },
  getCoursePreview: {
    id: 'getCoursePreview',
    method: 'GET',
    path: '/api/courses/{id}/preview',
    access: 'optional',
  },
  enroll: { id: 'enroll', method: 'POST', path: '/api/enrollments', access: ['student'] },
  listMyEnrollments: {
    id: 'listMyEnrollments',
    method: 'GET',
    path: '/api/enrollments/my-courses',
    access: ['student'],
  },
  listCourseEnrollments: {
    id: 'listCourseEnrollments',
    method: 'GET',
    path: '/api/enrollments/course/{id}',
    access: ['instructor', 'admin'],
  },
  recordProgress: {
    id: 'recordProgress',
    method: 'POST',
    path: '/api/enrollments/progress',
    access: ['student'],
  },
  createPaymentOrder: {
    id: 'createPaymentOrder',
    method: 'POST',
    path: '/api/payments/order',
    access: ['student'],
  },
  verifyPayment: { id: 'verifyPayment', method: 'POST', path: '/api/payments/verify', access: ['student'] },
  paymentWebhook: { id: 'paymentWebhook', method: 'POST', path: '/api/payments/webhook', access: 'public' },
  generateCertificate: {
    id: 'generateCertificate',
    method: 'POST',
    path: '/api/certificates/generate',
    access: ['student'],
  },
  listMyCertificates: {
    id: 'listMyCertificates',
    method: 'GET',
    path: '/api/certificates/my-certificates',
    access: ['student'],
  },
  verifyCertificate: {
    id: 'verifyCertificate',
    method: 'GET',
    path: '/api/certificates/verify/{code}',
    access: 'public',
  },
  listNotifications: {
    id: 'listNotifications',
    method: 'GET',
    path: '/api/notifications',
    access: ['student', 'instructor', 'admin'],
  },
  getUnreadCount: {
    id: 'getUnreadCount',
    method: 'GET',
    path: '/api/notifications/unread-count',
    access: ['student', 'instructor', 'admin'],
  },
  markAllNotificationsRead: {
    id: 'markAllNotificationsRead',
    method: 'PUT',
    path: '/api/notifications/read-all',
    access: ['student', 'instructor', 'admin'],
  },
  markNotificationRead: {
    id: 'markNotificationRead',
    method: 'PUT',
    path: '/api/notifications/{id}/read',
    access: ['student', 'instructor', 'admin'],
  },
  getStudentDashboard: {
    id: 'getStudentDashboard',
    method: 'GET',
    path: '/api/dashboard/student',
    access: ['student'],
  },
  getInstructorDashboard: {
    id: 'getInstructorDashboard',
    method: 'GET',
    path: '/api/dashboard/instructor',
    access: ['instructor', 'admin'],
  },
  getAdminDashboard: {
    id: 'getAdminDashboard',
    method: 'GET',
    path: '/api/dashboard/admin',
    access: ['admin'],
  },
};
