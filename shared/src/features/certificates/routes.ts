import type { RouteDef } from '../../route';
import { defineRoute } from '../../route';
import {
  CertificateResponse,
  CertificateVerification,
  GenerateCertificateBody,
  MyCertificatesResponse,
  VerifyCertificateParams,
} from './schemas';

/** The certificates feature's API routes (composed into the one table in shared/src/routes.ts). */
export const certificatesRoutes = {
  generateCertificate: defineRoute({
    id: 'generateCertificate',
    method: 'POST',
    path: '/api/certificates/generate',
    handler: 'certificates/generate-certificate',
    access: ['student'],
    summary: 'Issue the certificate of a completed course (once; a repeat answers the same certificate)',
    tags: ['certificates'],
    body: GenerateCertificateBody,
    grants: ['table:write', 'certificates:write', 'certificates:read'],
    response: CertificateResponse,
    successStatus: 201,
  }),
  listMyCertificates: defineRoute({
    id: 'listMyCertificates',
    method: 'GET',
    path: '/api/certificates/my-certificates',
    handler: 'certificates/list-my-certificates',
    access: ['student'],
    summary: 'The signed-in student’s certificates, with short-lived PDF links',
    tags: ['certificates'],
    grants: ['table:read', 'certificates:read'],
    response: MyCertificatesResponse,
  }),
  verifyCertificate: defineRoute({
    id: 'verifyCertificate',
    method: 'GET',
    path: '/api/certificates/verify/{code}',
    handler: 'certificates/verify-certificate',
    access: 'public',
    summary: 'Public verification of a certificate by its code (404 for an unknown code)',
    tags: ['certificates'],
    params: VerifyCertificateParams,
    grants: ['table:read'],
    response: CertificateVerification,
  }),
} as const satisfies Record<string, RouteDef>;
