/** Line icons the public screens (home, catalogue, course page) share beyond the common set. */
import { icon } from '../icons/icons';

export {
  BriefcaseIcon,
  ClockIcon,
  InfinityIcon,
  LayersTwoIcon as LayersIcon,
  PlayIcon,
  QuoteIcon,
  SmartphoneIcon as PhoneIcon,
  SparklesIcon,
  StarFilledIcon as StarIcon,
  VideoIcon,
} from '../icons/icons';

/** The tick of a list of promises or requirements. */
export const CheckIcon = icon('m5 12.5 4.5 4.5L19 7.5');
