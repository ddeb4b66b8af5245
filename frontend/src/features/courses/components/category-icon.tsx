import type { Category } from '@academy/shared';
import type { ComponentType, SVGProps } from 'react';
import { ShieldIcon } from '../../../components/icons/icons';
import { BarChartIcon, CodeIcon, InfinityIcon, PhoneIcon, SparklesIcon } from './course-icons';

const icons: Record<Category, ComponentType<SVGProps<SVGSVGElement>>> = {
  'Web Development': CodeIcon,
  'Data Science': BarChartIcon,
  'Mobile Development': PhoneIcon,
  DevOps: InfinityIcon,
  'AI/ML': SparklesIcon,
  'Cyber Security': ShieldIcon,
};

/** The line icon of a catalogue category (decorative). */
export function CategoryIcon({ category, ...props }: { category: Category } & SVGProps<SVGSVGElement>) {
  const Icon = icons[category];
  return <Icon {...props} />;
}
