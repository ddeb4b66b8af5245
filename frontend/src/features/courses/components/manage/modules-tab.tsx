import type { Course, Module } from '@academy/shared';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, EmptyState } from '../../../../components/ui';
import { ItemList, ListSection } from '../../../../components/ui/kit';
import { RefreshNew } from '../../../../components/ui/kit-list-actions';
import { useConfirmDelete } from '../../../../components/ui/kit-use-confirm-delete';
import { formatDuration } from '../../../../lib/format';
import { useDeleteModule } from '../../api/delete-module';
import { modulesCount } from '../../lib/labels';
import { DeleteModuleDialog } from './delete-module-dialog';
import { LayersIcon } from './icons';
import { ModuleFormModal } from './module-form-modal';
import { ModuleItem } from './module-item';

type Editor = { mode: 'create' } | { mode: 'edit'; module: Module };

interface ModulesTabProps {
  course: Course;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The Overview tab (spec part 2 §2): the course's modules, with Refresh, New, Edit and Delete. */
export function ModulesTab({ course, refreshing, onRefresh }: ModulesTabProps) {
  const { t } = useLingui();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useConfirmDelete(
    useDeleteModule(),
    (module: Module) => ({ courseId: course.id, moduleId: module.id }),
    ({ title }) => setNotice(t`Module “${title}” deleted.`),
  );
  /** An action on the list clears the last notice first. */
  const clearing =
    <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      setNotice(null);
      action(...args);
    };
  const modules = [...course.modules].sort((a, b) => a.order - b.order);
  const minutes = modules.reduce((sum, module) => sum + module.duration, 0);

  return (
    <ListSection
      title={t`Modules`}
      meta={
        <>
          {modulesCount(modules.length)} · {formatDuration(minutes)}
        </>
      }
      actions={
        <RefreshNew
          refreshing={refreshing}
          onRefresh={onRefresh}
          onNew={clearing(() => setEditor({ mode: 'create' }))}
        />
      }
      notices={notice && <Alert tone="success">{notice}</Alert>}
    >
      {modules.length === 0 ? (
        <EmptyState
          icon={<LayersIcon />}
          title={t`No modules yet`}
          description={t`Add the first module with New: a title, a video and its resources.`}
        />
      ) : (
        <ItemList aria-label={t`Modules`}>
          {modules.map((module) => (
            <ModuleItem
              key={module.id}
              courseId={course.id}
              module={module}
              onEdit={clearing((m: Module) => setEditor({ mode: 'edit', module: m }))}
              onDelete={clearing(remove.ask)}
            />
          ))}
        </ItemList>
      )}

      {editor && (
        <ModuleFormModal
          courseId={course.id}
          module={editor.mode === 'edit' ? editor.module : undefined}
          onClose={() => setEditor(null)}
          onSaved={(module, created) => {
            setEditor(null);
            const title = module.title;
            setNotice(created ? t`Module “${title}” created.` : t`Module “${title}” updated.`);
          }}
        />
      )}
      <DeleteModuleDialog module={remove.item} {...remove.dialog} />
    </ListSection>
  );
}
