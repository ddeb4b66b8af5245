/** The chat screens' own line icons (24 px grid, stroke = currentColor, decorative). */
import { type IconProps, Svg } from '../../../components/icons/icons';

export { ChatIcon, PlusIcon, SendIcon } from '../../../components/icons/icons';

export const WaveIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 11V6.5a1.5 1.5 0 0 1 3 0V11" />
    <path d="M10 10V5a1.5 1.5 0 0 1 3 0v5" />
    <path d="M13 10V6.5a1.5 1.5 0 0 1 3 0V13" />
    <path d="M16 10.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7h-.5A6.5 6.5 0 0 1 6 17.8L4.3 14.6a1.5 1.5 0 0 1 2.6-1.5L7 13.5V11" />
  </Svg>
);

export const InboxIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 13h4l1.5 3h5L16 13h4" />
    <path d="M6.5 5h11L20 13v5a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-5l2.5-8Z" />
  </Svg>
);
