import type { Module } from '@academy/shared';
import { Suspense } from 'react';
import { EditIcon } from '../../../../components/icons/icons';
import { Badge, Button } from '../../../../components/ui';
import { ListRow, MetaItem } from '../../../../components/ui/kit';
import { formatDuration, pluralise } from '../../../../lib/format';
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
        <VideoIcon aria-hidden="true" className={styles.badgeIcon} /> Uploaded video
      </Badge>
    );
  }
  if (state === 'external') {
    return (
      <Badge tone="blue">
        <LinkIcon aria-hidden="true" className={styles.badgeIcon} /> External link
      </Badge>
    );
  }
  return <Badge tone="neutral">No video</Badge>;
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
  return (
    <ListRow
      className={styles.moduleItem}
      titleId={titleId}
      title={module.title}
      lead={
        <span className={styles.moduleOrder}>
          <span className="sr-only">Order </span>
          {module.order}
        </span>
      }
      description={module.description}
      facts={
        <>
          <MetaItem icon={<ClockIcon aria-hidden="true" />}>{formatDuration(module.duration)}</MetaItem>
          <VideoState module={module} />
          {module.resourceCount > 0 && <MetaItem>{pluralise(module.resourceCount, 'resource')}</MetaItem>}
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
            Edit<span className="sr-only"> {module.title}</span>
          </Button>
          <Button size="sm" variant="danger-secondary" icon={<TrashIcon />} onClick={() => onDelete(module)}>
            Delete<span className="sr-only"> {module.title}</span>
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
