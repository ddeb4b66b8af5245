/**
 * The product's named constants (spec part 1 §9, part 2 §9) and the app's own timing choices.
 * Numbers used by screens live here, never inline.
 */
import { PASSWORD_MIN_LENGTH as SHARED_PASSWORD_MIN_LENGTH } from '@academy/shared/limits';
import { renderLocale } from './page-locale';

/** The product has no name in the spec; the wordmark, page titles and footer use this one. */
export { BRAND_NAME } from '@academy/shared/site';

// Sign-in state (spec part 1 §4, §9)
/** Browser storage key of the bearer token. */
export const TOKEN_STORAGE_KEY = 'token';
/** Browser storage key of the Cognito refresh token (the spec leaves refresh unspecified). */
export const REFRESH_TOKEN_STORAGE_KEY = 'refreshToken';
/** A token that expires within this many seconds is refreshed before a call. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 60;
export const DEFAULT_ROLE = 'student' as const;
export const PASSWORD_MIN_LENGTH = SHARED_PASSWORD_MIN_LENGTH;
/**
 * The password hint: the spec says 8 characters; the user pool also wants the character mix. English only:
 * screens show `passwordPolicyHint()` (lib/password-hint.ts), in the page's language.
 */
export const PASSWORD_POLICY_HINT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters, with upper and lower case letters, a number and a symbol.`;

// Notifications (spec part 1 §4, §9)
export const NOTIFICATION_REFRESH_MS = 30_000;
/** Unread badges show "9+" above this. */
export const NOTIFICATION_BADGE_CAP = 9;

// Home page (spec part 1 §2, §4, §9)
export const HERO_SLIDE_COUNT = 4;
export const HERO_SLIDE_INTERVAL_MS = 7000;
export const FEATURE_CARD_ROTATION_MS = 4000;
export const CLIENT_LOGO_COUNT = 17;
export const STATS_COUNT_UP_INTERVAL_MS = 50;
/** The animated statistics: target and step per 50 ms tick (spec part 2 §9). */
export const HOME_STATS = {
  students: { target: 15000, step: 500 },
  placement: { target: 85, step: 2 },
  salary: { target: 3.5, step: 0.1 },
  partners: { target: 2500, step: 50 },
} as const;
export const FEATURE_CARD_COUNT = 9;
export const LEARNING_PILLAR_COUNT = 4;
export const TESTIMONIAL_COUNT = 3;
export const CATALOGUE_CATEGORY_TILE_COUNT = 6;

// Catalogue (spec part 1 §9)
export const DEFAULT_MODULE_COUNT = 12;
export const DEFAULT_INSTRUCTOR_NAME = 'Industry Expert';
/**
 * DEFAULT_INSTRUCTOR_NAME in the language being rendered. A table rather than a catalogue message: the course
 * page's early script (src/early/, no catalogues) shows it too.
 */
export const defaultInstructorName = (): string =>
  ({ en: DEFAULT_INSTRUCTOR_NAME, hi: 'इंडस्ट्री विशेषज्ञ', pseudo: 'Ĩńďũśţŕŷ Ēxƥēŕţ' })[renderLocale()];

// Admin user management (spec part 2 §2, §9)
/** After a user is created the add-user screen goes back after this delay. */
export const CREATE_USER_REDIRECT_MS = 2000;
/** Users per page on /admin/users ("Load more" fetches the next page). */
export const USERS_PAGE_SIZE = 20;
/** The users search box waits this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

// Other screens (spec part 2 §9)
export const CONTACT_SIMULATED_DELAY_MS = 1500;
export const ASSIGNMENT_SUCCESS_POPUP_MS = 3000;
export const SECTION_SCROLL_OFFSET_PX = 100;
export const BLOG_PAGE_SIZE = 6;
/** The article screen's like toggle starts here (local only) and its comment count is fixed. */
export const BLOG_INITIAL_LIKES = 42;
export const BLOG_COMMENT_COUNT = 24;
/** The course page's refund promise (it contradicts the FAQ's "no refund once enrolled"; both stay). */
export const REFUND_WINDOW_DAYS = 7;
