/** The line icons the live sessions screens use (24 px grid, stroke = currentColor, decorative). */
export {
  BookIcon,
  CalendarIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  ExternalLinkIcon,
  PlayIcon,
  RefreshIcon,
  TrashIcon,
  UserIcon,
  UsersIcon,
  VideoIcon,
} from '../../../components/icons/icons';
