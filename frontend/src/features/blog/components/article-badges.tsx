import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../../components/ui';
import layout from '../../../components/ui/site-layout.module.css';
import type { BlogArticle } from '../lib/types';
import { categoryLabel } from './category-label';
import { categoryTone } from './category-tone';

/** An article's category badge, and Featured for a featured one (its card and its page). */
export function ArticleBadges({ article }: { article: BlogArticle }) {
  const { i18n } = useLingui();
  return (
    <div className={layout.row}>
      <Badge tone={categoryTone[article.category]}>{i18n._(categoryLabel[article.category])}</Badge>
      {article.featured && (
        <Badge tone="neutral">
          <Trans>Featured</Trans>
        </Badge>
      )}
    </div>
  );
}
