import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../lib/clients';
import { required } from '../lib/env';
import { deleteKeys, forEachPage, partitionPrefixQuery } from '../lib/erase';
import type { EraseData } from '../lib/personal-data';
import { keys, skPrefix } from './keys';
import type { CertificateRecord } from './repository';

/**
 * Certificates' part of an erasure (issue 41, docs/privacy.md): each certificate of the person (AP67, their
 * partition's `CERT#` ownership items) goes: its PDF, its public item (verification then answers not found),
 * and last its ownership item, by which a rerun finds what is left.
 */
export const eraseData: EraseData = async (userId) => {
  await forEachPage<CertificateRecord>(
    partitionPrefixQuery(keys.certificateOwnership(userId, '').PK, skPrefix.certificates),
    async (owned) => {
      for (const c of owned) {
        if (c.pdfKey) {
          await s3Client().send(
            new DeleteObjectCommand({ Bucket: required('CERTIFICATES_BUCKET'), Key: c.pdfKey }),
          );
        }
        await deleteKeys([keys.certificate(c.certificateId)]);
        await deleteKeys([keys.certificateOwnership(userId, c.courseId)]);
      }
    },
  );
};
