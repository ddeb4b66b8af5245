/** Line icons the public screens (home, catalogue, course page) share beyond the common set. */
import { type IconProps, Svg } from '../icons/icons';

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

/** A line icon drawn by the stroked paths given. */
export const pathIcon =
  (...paths: string[]) =>
  (p: IconProps) => (
    <Svg {...p}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </Svg>
  );

/** The tick of a list of promises or requirements. */
export const CheckIcon = pathIcon('m5 12.5 4.5 4.5L19 7.5');
