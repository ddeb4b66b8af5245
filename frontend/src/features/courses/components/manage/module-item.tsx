import type { Module } from '@academy/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { EditIcon } from '../../../../components/icons/icons';
import { Badge, Button } from '../../../../components/ui';
import { ListRow, MetaItem } from '../../../../components/ui/kit';
import { formatDuration } from '../../../../lib/format';
import { LessonVideoPanel } from '../../../videos';
import { moduleVideoStateOf } from '../../lib/video';
import { ClockIcon, LinkIcon, TrashIcon, VideoIcon } from './icons';
import styles from './manage.module.css';
import { useVideoUpload, VideoUploadButton, VideoUploadStatus } from './video-upload';

/** What plays for the module: an uploaded video, an external link, or nothing yet. */
function VideoState({ module }: { module: Module }) {
  const state = moduleVideoStateOf(module);
  if (state === 'uploaded') {
    return (
      <Badge tone="green">
        <VideoIcon aria-hidden="true" className={styles.badgeIcon} /> <Trans>Uploaded video</Trans>
      </Badge>
    );
  }
  if (state === 'external') {
    return (
      <Badge tone="blue">
        <LinkIcon aria-hidden="true" className={styles.badgeIcon} /> <Trans>External link</Trans>
      </Badge>
    );
  }
  return (
    <Badge tone="neutral">
      <Trans>No video</Trans>
    </Badge>
  );
}

interface ModuleItemProps {
  courseId: string;
  module: Module;
  onEdit: (module: Module) => void;
  onDelete: (module: Module) => void;
}

/** One module of the Overview: order, title, duration and video state, with upload, edit and delete. */
export function ModuleItem({ courseId, module, onEdit, onDelete }: ModuleItemProps) {
  const upload = useVideoUpload(courseId, module.id);
  const titleId = `module-${module.id}-title`;
  const { t } = useLingui();
  const title = module.title;
  const resources = module.resourceCount;
  return (
    <ListRow
      className={styles.moduleItem}
      titleId={titleId}
      title={module.title}
      lead={
        <span className={styles.moduleOrder}>
          <span className="sr-only">{t`Order `}</span>
          {module.order}
        </span>
      }
      description={module.description}
      facts={
        <>
          <MetaItem icon={<ClockIcon aria-hidden="true" />}>{formatDuration(module.duration)}</MetaItem>
          <VideoState module={module} />
          {module.resourceCount > 0 && (
            <MetaItem>{plural(resources, { one: '# resource', other: '# resources' })}</MetaItem>
          )}
        </>
      }
      actions={
        <>
          <VideoUploadButton
            moduleTitle={module.title}
            replace={module.hasUploadedVideo}
            busy={upload.busy}
            onFile={upload.start}
          />
          <Button size="sm" variant="secondary" icon={<EditIcon />} onClick={() => onEdit(module)}>
            <Trans>
              Edit<span className="sr-only"> {title}</span>
            </Trans>
          </Button>
          <Button size="sm" variant="danger-secondary" icon={<TrashIcon />} onClick={() => onDelete(module)}>
            <Trans>
              Delete<span className="sr-only"> {title}</span>
            </Trans>
          </Button>
        </>
      }
    >
      <VideoUploadStatus state={upload.state} onCancel={upload.cancel} onDismiss={upload.dismiss} />
      {module.hasUploadedVideo && (
        <Suspense fallback={null}>
          <LessonVideoPanel courseId={courseId} moduleId={module.id} moduleTitle={module.title} />
        </Suspense>
      )}
    </ListRow>
  );
}
