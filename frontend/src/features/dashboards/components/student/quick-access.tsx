import type { UnreadCounts } from '@academy/shared/features/notifications/schemas';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { AwardIcon, CompassIcon, UserIcon } from '../../../../components/icons/icons';
import accents from '../../../../components/ui/site-accent.module.css';
import { textOf } from '../../../../components/ui/site-text';
// The kit's icon on a gradient, as on the stat tiles.
import tiles from '../../../../components/ui/stat-tiles.module.css';
import { QUICK_ACCESS_TILES, type QuickAccessKey, tileBadge } from '../../lib/quick-access';
import styles from '../dashboard-layout.module.css';
import { DashboardSection } from '../dashboard-section';
import { ChatIcon, ClipboardIcon, DiscussionIcon, LifebuoyIcon, ReceiptIcon, VideoIcon } from '../icons';

/** Each tile's icon, on the kit's accent gradient where one matches and on the dashboard's own elsewhere. */
const looks: Record<QuickAccessKey, { icon: ComponentType<SVGProps<SVGSVGElement>>; gradient?: string }> = {
  courses: { icon: CompassIcon, gradient: accents.blue },
  profile: { icon: UserIcon, gradient: accents.indigo },
  assignments: { icon: ClipboardIcon, gradient: accents.purple },
  support: { icon: LifebuoyIcon, gradient: styles.support },
  discussions: { icon: DiscussionIcon, gradient: accents.teal },
  chat: { icon: ChatIcon, gradient: styles.chat },
  'live-sessions': { icon: VideoIcon, gradient: styles.liveSessions },
  certificates: { icon: AwardIcon, gradient: styles.certificates },
  purchases: { icon: ReceiptIcon, gradient: accents.purple },
};

/**
 * Quick Access (spec part 1 §2): a tile per screen, each with the unread count of its notification types
 * ("9+" above 9, no badge at 0). Without counts (loading, or a failed load) the tiles show no badge.
 */
export function QuickAccess({ unread }: { unread: UnreadCounts | undefined }) {
  const { t, i18n } = useLingui();
  return (
    <DashboardSection title={t`Quick Access`}>
      <ul className={styles.tiles}>
        {QUICK_ACCESS_TILES.map((tile) => {
          const { icon: Icon, gradient } = looks[tile.key];
          const badge = unread ? tileBadge(unread.byType, tile.types) : null;
          return (
            <li key={tile.key}>
              <Link to={tile.to} className={styles.tile} data-tile={tile.key}>
                <span className={`${tiles.icon} ${gradient}`}>
                  <Icon aria-hidden="true" />
                </span>
                <span className={textOf('sm', 'semibold', 'snug')}>{i18n._(tile.title)}</span>
                {badge && (
                  // The name reads "Assignments, 9+ unread"; the visible badge text stays part of it.
                  <span className={`${styles.tileBadge} ${textOf('xs', 'bold')}`}>
                    <span className="sr-only">, </span>
                    <span data-testid={`badge-${tile.key}`}>{badge}</span>
                    <span className="sr-only">{t` unread`}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </DashboardSection>
  );
}
